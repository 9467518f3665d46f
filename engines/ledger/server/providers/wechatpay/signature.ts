import { createCipheriv, createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';

/**
 * The cryptography of WeChat Pay API v3: the merchant signs each request with its RSA key, the platform
 * signs each answer and notification with its own, and notifications carry their content encrypted with
 * the merchant's APIv3 key (AES-256-GCM). The fake uses the same functions from the platform's side.
 */

export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

/** WeChat refuses requests more than five minutes off; answers and notifications are held to the same. */
export const MAX_CLOCK_SKEW_SECONDS = 5 * 60;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export const newNonce = () => randomBytes(16).toString('hex').toUpperCase();

/** RSA-SHA256, PKCS#1 v1.5 (the default padding of `createSign` for RSA keys), base64. */
export function rsaSign(message: string, privateKeyPem: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKeyPem, 'base64');
}

/** False for a bad signature and also for an unusable key or signature, which cannot prove anything either. */
export function rsaVerify(message: string, signature: string, publicKeyPem: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}

/** Every line, the last one included, ends with `\n`: WeChat's signed messages have no separator rules besides. */
const lines = (...parts: (string | number)[]) => parts.map((part) => `${part}\n`).join('');

export const requestMessage = (method: string, pathWithQuery: string, timestamp: number, nonce: string, body: string) =>
  lines(method, pathWithQuery, timestamp, nonce, body);

export interface TMerchantKey {
  mchId: string;
  serialNo: string;
  privateKey: string;
}

/** The `Authorization` header of a request; `pathWithQuery` is the URL as sent, from its path on. */
export function authorization(
  key: TMerchantKey,
  method: string,
  pathWithQuery: string,
  body: string,
  timestamp = nowSeconds(),
  nonce = newNonce(),
): string {
  const signature = rsaSign(requestMessage(method, pathWithQuery, timestamp, nonce, body), key.privateKey);
  return `${AUTH_SCHEMA} mchid="${key.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${key.serialNo}"`;
}

/** The fields of an `Authorization` header, or undefined when it is not WeChat's schema. */
export function parseAuthorization(header: string | undefined): Record<string, string> | undefined {
  if (!header?.startsWith(`${AUTH_SCHEMA} `)) return undefined;
  const fields: Record<string, string> = {};
  for (const match of header.slice(AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)) fields[match[1]] = match[2];
  return fields;
}

/** The headers with which the platform signs an answer or a notification (lower-cased, as Node hands them over). */
export function platformHeaders(
  body: string,
  privateKeyPem: string,
  serial: string,
  timestamp = nowSeconds(),
  nonce = newNonce(),
): Record<string, string> {
  return {
    'wechatpay-timestamp': String(timestamp),
    'wechatpay-nonce': nonce,
    'wechatpay-signature': rsaSign(lines(timestamp, nonce, body), privateKeyPem),
    'wechatpay-serial': serial,
  };
}

export interface TPlatformKey {
  serial: string;
  publicKey: string;
}

/**
 * Why the platform's signature over `body` does not hold, or undefined when it does. Only the one
 * configured platform key is trusted: an answer naming another serial is refused, not looked up.
 */
export function platformSignatureProblem(
  header: (name: string) => string | undefined | null,
  body: string,
  platform: TPlatformKey,
  now = nowSeconds(),
): string | undefined {
  const timestamp = header('wechatpay-timestamp') ?? '';
  const nonce = header('wechatpay-nonce') ?? '';
  const signature = header('wechatpay-signature') ?? '';
  const serial = header('wechatpay-serial') ?? '';
  if (!timestamp || !nonce || !signature) return 'unsigned';
  if (serial !== platform.serial) return `unknown platform serial ${serial.slice(0, 64)}`;
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(Number(timestamp) - now) > MAX_CLOCK_SKEW_SECONDS) return 'timestamp too far from now';
  if (!rsaVerify(lines(timestamp, nonce, body), signature, platform.publicKey)) return 'signature does not verify';
  return undefined;
}

/** The encrypted part of a notification (`resource`), algorithm AEAD_AES_256_GCM. */
export interface TEncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
  original_type?: string;
}

const TAG_BYTES = 16;

/** The plaintext of a resource; throws when the key, the nonce, the associated data or the ciphertext is not the one encrypted. */
export function decryptResource(resource: TEncryptedResource, apiV3Key: string): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unknown algorithm ${resource.algorithm}`);
  const sealed = Buffer.from(resource.ciphertext, 'base64');
  if (sealed.length <= TAG_BYTES) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** The platform's side of `decryptResource` (the fake's notifications). WeChat's nonces are 12 ASCII characters. */
export function encryptResource(plaintext: string, apiV3Key: string, associatedData: string, originalType: string): TEncryptedResource {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: sealed.toString('base64'),
    nonce,
    associated_data: associatedData,
    original_type: originalType,
  };
}

/** `paySign` of the parameters handed to WeixinJSBridge `getBrandWCPayRequest` (`signType: 'RSA'`). */
export const jsapiPaySign = (appId: string, timeStamp: string, nonceStr: string, pkg: string, privateKeyPem: string) =>
  rsaSign(lines(appId, timeStamp, nonceStr, pkg), privateKeyPem);
