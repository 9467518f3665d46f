import type { FastifyBaseLogger } from 'fastify';
import type { TPlatform } from '../../module';
import { aliyunSmsProvider } from './aliyun-provider';
import { demoSmsProvider } from './demo-provider';
import type { TSmsProvider } from './provider';

/** An SMS gateway that has not answered in this long has failed: the person asks again. */
const SMS_TIMEOUT_MS = 5000;

/** The platform's SMS provider (`SMS_PROVIDER`…): one per server, shared by every site. */
export function smsProviderOf(platform: TPlatform, log: FastifyBaseLogger): TSmsProvider {
  let provider = byPlatform.get(platform);
  if (!provider) byPlatform.set(platform, (provider = newProvider(platform, log)));
  return provider;
}

const byPlatform = new WeakMap<TPlatform, TSmsProvider>();

function newProvider(platform: TPlatform, log: FastifyBaseLogger): TSmsProvider {
  const { sms } = platform.config;
  if (sms.provider === 'aliyun') return aliyunSmsProvider(sms, platform.outbound, SMS_TIMEOUT_MS);
  return demoSmsProvider(log);
}
