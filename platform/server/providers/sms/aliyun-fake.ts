import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { aliyunSignature } from './aliyun-signature';

/**
 * A local stand-in for Aliyun's dysmsapi, speaking its protocol: a signed RPC request (query or form),
 * JSON answers with `Code`. It checks the signature with the secret it was given, refuses a reused
 * nonce or a stale timestamp as Aliyun does, and records the messages it accepted. Used by tests.
 */
export interface TAliyunSmsFake {
  endpoint: string;
  /** The SMS settings that point the Aliyun provider here (`createTestApp({ sms: fake.config })`). */
  config: { provider: 'aliyun'; accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string; endpoint: string };
  /** Accepted messages, oldest first. */
  sent: { phone: string; signName: string; templateCode: string; code: string }[];
  /** Requests refused for their signature. */
  badSignatures: number;
  /** Answers this many further sends with Aliyun's flow-control error. */
  failSends: number;
  /** The code last sent to `phone`. */
  lastCode(phone: string): string;
  close(): Promise<void>;
}

const TIMESTAMP_SKEW_MS = 15 * 60_000;

export async function startAliyunSmsFake(keys = { accessKeyId: 'LTAI-fake-id', accessKeySecret: 'fake-secret' }): Promise<TAliyunSmsFake> {
  const nonces = new Set<string>();
  const answer = (res: http.ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    res.end(JSON.stringify({ RequestId: `fake-${Date.now()}`, ...body }));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const method = req.method === 'POST' ? 'POST' : 'GET';
      const query = new URL(req.url ?? '/', 'http://fake').searchParams;
      const params = Object.fromEntries(method === 'POST' ? new URLSearchParams(Buffer.concat(chunks).toString('utf8')) : query);
      if (params.AccessKeyId !== keys.accessKeyId) return answer(res, 404, { Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.' });
      if (params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0' || params.Version !== '2017-05-25')
        return answer(res, 400, { Code: 'InvalidParameter', Message: 'Bad signature method or version.' });
      if (aliyunSignature(method, params, keys.accessKeySecret) !== params.Signature) {
        fake.badSignatures++;
        return answer(res, 400, { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' });
      }
      if (!params.SignatureNonce || nonces.has(params.SignatureNonce)) return answer(res, 400, { Code: 'SignatureNonceUsed', Message: 'Specified signature nonce was used already.' });
      nonces.add(params.SignatureNonce);
      if (Math.abs(Date.parse(params.Timestamp ?? '') - Date.now()) > TIMESTAMP_SKEW_MS || !/Z$/.test(params.Timestamp ?? ''))
        return answer(res, 400, { Code: 'InvalidTimeStamp.Expired', Message: 'Specified time stamp or date value is expired.' });
      if (params.Action !== 'SendSms') return answer(res, 404, { Code: 'InvalidAction.NotFound', Message: 'Specified api is not found.' });
      if (fake.failSends > 0) {
        fake.failSends--;
        return answer(res, 200, { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1' });
      }
      let code: string;
      try {
        code = String((JSON.parse(params.TemplateParam ?? '') as { code?: unknown }).code ?? '');
      } catch {
        return answer(res, 200, { Code: 'isv.INVALID_JSON_PARAM', Message: 'JSON参数不合法' });
      }
      fake.sent.push({ phone: params.PhoneNumbers ?? '', signName: params.SignName ?? '', templateCode: params.TemplateCode ?? '', code });
      answer(res, 200, { Code: 'OK', Message: 'OK', BizId: `biz-${fake.sent.length}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fake: TAliyunSmsFake = {
    endpoint,
    config: { provider: 'aliyun', ...keys, signName: '北辰大学', templateCode: 'SMS_000001', endpoint },
    sent: [],
    badSignatures: 0,
    failSends: 0,
    lastCode: (phone) => fake.sent.findLast((m) => m.phone === phone)?.code ?? '',
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
