import { createHmac } from 'node:crypto';

/**
 * Aliyun's RPC-style signature (SignatureVersion 1.0, HMAC-SHA1), used by dysmsapi's SendSms:
 * https://help.aliyun.com/document_detail/101343.html. Shared by the provider and the local fake,
 * and checked against the documented example in `aliyun-provider.test.ts`.
 */

/** RFC 3986 percent-encoding as Aliyun defines it: also `!'()*`, never `~`, space as `%20`. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The parameters (without `Signature`) sorted by name, each encoded, joined with `&`. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`)
    .join('&');
}

/** `Signature` = Base64(HMAC-SHA1(secret + "&", METHOD & %2F & encode(canonical query))). */
export function aliyunSignature(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}
