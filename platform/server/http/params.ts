import type { FastifyRequest } from 'fastify';

/**
 * The call's parameters: query, then the body on top. The original product's clients send forms,
 * JSON, or a form body with a GET; a forgiving server reads them all the same way.
 */
export function readParams(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body;
  if (body && typeof body === 'object' && !Buffer.isBuffer(body) && !Array.isArray(body)) {
    return withListNames({ ...query, ...(body as Record<string, unknown>) });
  }
  return withListNames({ ...query });
}

const LIST_NAME = /^([^[\]]+)\[\]$/;

/** `uids[]=a&uids[]=b` (jQuery's and the web client's form encoding of a list) reads as the list `uids`. */
function withListNames(params: Record<string, unknown>): Record<string, unknown> {
  for (const [name, value] of Object.entries(params)) {
    const list = LIST_NAME.exec(name)?.[1];
    if (!list) continue;
    delete params[name];
    params[list] = Array.isArray(value) ? value : [value];
  }
  return params;
}

/** Reads a body whose sender named no type (or an unknown one): JSON if it looks like JSON, else a form. */
export function parseLooseBody(text: string): Record<string, unknown> {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  if (trimmed.startsWith('{')) {
    try {
      return JSON.parse(trimmed) as Record<string, unknown>;
    } catch {
      // fall through to form decoding
    }
  }
  return Object.fromEntries(new URLSearchParams(trimmed));
}
