import { createSign, createVerify } from 'node:crypto';

/**
 * Alipay's RSA2 signatures (openapi, gateway.do): SHA256withRSA, PKCS#1 v1.5, base64, over the
 * parameters sorted by key and joined `k=v&…` without URL encoding. Requests sign everything but
 * `sign`; notifications leave `sign_type` out too. Answers are signed over the text of their
 * `…_response` member exactly as sent, which re-serializing the parsed JSON would not reproduce
 * (key order, escapes, number formats).
 */

export type TParams = Record<string, string | undefined>;

/** The signed text: empty values are not signed, as Alipay drops them before verifying. */
export function signingContent(params: TParams, leaveOut: readonly string[]): string {
  return Object.keys(params)
    .filter((key) => !leaveOut.includes(key) && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

export function rsa2Sign(content: string, privateKeyPem: string): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKeyPem, 'base64');
}

export function rsa2Verify(content: string, signature: string, publicKeyPem: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKeyPem, signature, 'base64');
  } catch {
    // A malformed key or signature is as good as a wrong one.
    return false;
  }
}

/** The `sign` a request carries. */
export function signRequest(params: TParams, privateKeyPem: string): string {
  return rsa2Sign(signingContent(params, ['sign']), privateKeyPem);
}

/** Whether an asynchronous notification's form parameters carry Alipay's RSA2 signature. */
export function verifyNotification(params: TParams, publicKeyPem: string): boolean {
  return (
    params.sign_type === 'RSA2' && !!params.sign && rsa2Verify(signingContent(params, ['sign', 'sign_type']), params.sign, publicKeyPem)
  );
}

/**
 * The raw text of the JSON object that is the value of `"key"` at the top of `body`, found by
 * scanning (strings and escapes respected) rather than parsing, so the signed bytes stay the sent bytes.
 */
export function rawMember(body: string, key: string): string | undefined {
  const head = new RegExp(`^\\{\\s*(?:"[^"]*"\\s*:\\s*"[^"]*"\\s*,\\s*)*"${key}"\\s*:\\s*`).exec(body);
  if (!head || body[head[0].length] !== '{') return undefined;
  let depth = 0;
  let inString = false;
  for (let i = head[0].length; i < body.length; i++) {
    const c = body[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if ((c === '}' || c === ']') && --depth === 0) return body.slice(head[0].length, i + 1);
  }
  return undefined;
}

/** The `…_response` text of an answer when its `sign` verifies, undefined otherwise. */
export function verifiedAnswer(body: string, responseKey: string, publicKeyPem: string): string | undefined {
  const text = rawMember(body, responseKey);
  const sign = signOf(body);
  return text !== undefined && sign && rsa2Verify(text, sign, publicKeyPem) ? text : undefined;
}

function signOf(body: string): string | undefined {
  try {
    const sign = (JSON.parse(body) as { sign?: unknown }).sign;
    return typeof sign === 'string' ? sign : undefined;
  } catch {
    return undefined;
  }
}
