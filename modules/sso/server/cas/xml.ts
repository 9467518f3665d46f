import { XMLParser } from 'fast-xml-parser';

/** What a CAS server answered about a ticket (`serviceValidate`, CAS 2.0 and 3.0). */
export type TCasValidation =
  | { ok: true; user: string; attributes: Record<string, string> }
  | { ok: false; code: string; message: string };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // `cas:user`, `samlp:SessionIndex` are read by their local names, whatever prefix the server picked.
  removeNSPrefix: true,
  // Numbers (学工号 2024010001, leading zeros) stay text.
  parseTagValue: false,
  processEntities: true,
  htmlEntities: false,
});

type TNode = unknown;

/** An element's text whether it came as text, as an element with attributes, or repeated (the first). */
function textOf(node: TNode): string {
  if (typeof node === 'string') return node.trim();
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (Array.isArray(node)) return textOf(node[0]);
  if (node && typeof node === 'object') return textOf((node as Record<string, unknown>)['#text']);
  return '';
}

const child = (node: TNode, name: string): TNode => (node && typeof node === 'object' && !Array.isArray(node) ? (node as Record<string, unknown>)[name] : undefined);

function parse(xml: string): TNode | undefined {
  try {
    return parser.parse(xml) as TNode;
  } catch {
    return undefined;
  }
}

/** Reads a `serviceValidate` answer; anything that is neither a success nor a failure is a failure of its own. */
export function parseServiceResponse(xml: string): TCasValidation {
  const response = child(parse(xml), 'serviceResponse');
  const success = child(response, 'authenticationSuccess');
  if (success !== undefined) {
    const user = textOf(child(success, 'user'));
    if (!user) return { ok: false, code: 'NO_USER', message: '统一身份认证的答复中没有用户名' };
    const attributes: Record<string, string> = {};
    const raw = child(success, 'attributes');
    if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
      for (const [name, value] of Object.entries(raw)) if (!name.startsWith('@_')) attributes[name] = textOf(value);
    }
    return { ok: true, user, attributes };
  }
  const failure = child(response, 'authenticationFailure');
  if (failure !== undefined) {
    return { ok: false, code: String(child(failure, '@_code') ?? '').trim() || 'UNKNOWN', message: textOf(failure).slice(0, 200) };
  }
  return { ok: false, code: 'BAD_RESPONSE', message: '统一身份认证的答复无法识别' };
}

/** The ticket a CAS single logout names (`<samlp:LogoutRequest>…<samlp:SessionIndex>ST-…`), '' when there is none. */
export function logoutTicket(xml: string): string {
  return textOf(child(child(parse(xml), 'LogoutRequest'), 'SessionIndex'));
}
