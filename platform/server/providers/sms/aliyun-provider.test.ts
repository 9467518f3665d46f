import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createOutbound } from '../../http/outbound';
import { aliyunSmsProvider } from './aliyun-provider';
import { aliyunSignature, percentEncode } from './aliyun-signature';
import { startAliyunSmsFake, type TAliyunSmsFake } from './aliyun-fake';
import { DEMO_SMS_MARK, demoSmsProvider } from './demo-provider';
import { SmsSendError } from './provider';

const outbound = createOutbound({ allowPrivate: true });
let fake: TAliyunSmsFake;
beforeAll(async () => {
  fake = await startAliyunSmsFake();
});
afterAll(() => fake.close());

describe('the Aliyun RPC signature', () => {
  it('matches the example of Aliyun’s documentation', () => {
    const params = {
      Action: 'DescribeRegions',
      Format: 'XML',
      Version: '2014-05-26',
      AccessKeyId: 'testid',
      SignatureMethod: 'HMAC-SHA1',
      Timestamp: '2016-02-23T12:46:24Z',
      SignatureVersion: '1.0',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
    };
    expect(aliyunSignature('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('encodes as Aliyun does: space as %20, *!\'() encoded, ~ kept', () => {
    expect(percentEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29');
  });
});

describe('the Aliyun SMS provider against the local fake', () => {
  const provider = () => aliyunSmsProvider(fake.config, outbound, 5000);

  it('sends a signed SendSms the fake accepts, with the code as the template’s parameter', async () => {
    await provider().sendCode('13800138000', '482913', 'bind-phone');
    expect(fake.sent.at(-1)).toEqual({ phone: '13800138000', signName: '北辰大学', templateCode: 'SMS_000001', code: '482913' });
    expect(fake.badSignatures).toBe(0);
  });

  it('is refused with a wrong secret, and the error carries Aliyun’s code but never the secret', async () => {
    const wrong = aliyunSmsProvider({ ...fake.config, accessKeySecret: 'not-the-secret' }, outbound, 5000);
    const error = await wrong.sendCode('13800138000', '111111', 'reset-password').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as SmsSendError).code).toBe('SignatureDoesNotMatch');
    expect(String(error)).not.toContain('not-the-secret');
    expect(fake.badSignatures).toBe(1);
  });

  it('reports Aliyun’s business refusals', async () => {
    fake.failSends = 1;
    await expect(provider().sendCode('13800138000', '222222', 'change-phone')).rejects.toMatchObject({ code: 'isv.BUSINESS_LIMIT_CONTROL' });
  });

  it('reports an unreachable gateway', async () => {
    const gone = aliyunSmsProvider({ ...fake.config, endpoint: 'http://127.0.0.1:1' }, outbound, 1000);
    await expect(gone.sendCode('13800138000', '333333', 'bind-phone')).rejects.toMatchObject({ code: 'unreachable' });
  });
});

describe('the demo SMS provider', () => {
  it('writes the code to the log, marked as not sent', async () => {
    const warn = vi.fn();
    await demoSmsProvider({ warn } as unknown as FastifyBaseLogger).sendCode('13800138000', '654321', 'reset-password');
    const [fields, line] = warn.mock.calls[0] as [unknown, string];
    expect(line.startsWith(DEMO_SMS_MARK)).toBe(true);
    expect(line).toContain('654321');
    expect(fields).toEqual({ demoSms: { phone: '13800138000', purpose: 'reset-password', code: '654321' } });
  });
});
