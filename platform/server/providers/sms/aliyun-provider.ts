import { randomUUID } from 'node:crypto';
import type { TOutbound } from '../../http/outbound';
import { aliyunSignature } from './aliyun-signature';
import { SmsSendError, type TSmsProvider } from './provider';

export interface TAliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** `https://dysmsapi.aliyuncs.com` unless a proxy or the local fake (`SMS_ENDPOINT`). */
  endpoint: string;
}

/** Aliyun answers are small JSON objects; anything bigger is not Aliyun. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Aliyun SMS (dysmsapi 2017-05-25, SendSms), RPC style: the parameters signed with HMAC-SHA1 and POSTed
 * as a form. The template must take one parameter, `code` (`您的验证码为${code}，5分钟内有效`).
 */
export function aliyunSmsProvider(config: TAliyunSmsConfig, outbound: TOutbound, timeoutMs: number): TSmsProvider {
  return {
    kind: 'aliyun',
    async sendCode(phone, code) {
      const params: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: phone,
        RegionId: 'cn-hangzhou',
        SignName: config.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: config.templateCode,
        TemplateParam: JSON.stringify({ code }),
        // ISO 8601 in UTC without milliseconds, as the API asks.
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      params.Signature = aliyunSignature('POST', params, config.accessKeySecret);
      let answer: { Code?: string; Message?: string };
      try {
        const response = await outbound.request(`${config.endpoint}/`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(params).toString(),
          timeoutMs,
          maxBytes: MAX_ANSWER_BYTES,
        });
        answer = JSON.parse(response.body.toString('utf8')) as typeof answer;
      } catch (error) {
        throw new SmsSendError('unreachable', error instanceof Error ? error.message : String(error));
      }
      // Errors (a wrong key, a refused template, the number's own limits) answer another Code, often with HTTP 400.
      if (answer?.Code !== 'OK') throw new SmsSendError(String(answer?.Code ?? 'unknown'), String(answer?.Message ?? ''));
    },
  };
}
