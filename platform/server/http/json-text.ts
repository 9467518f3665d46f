/**
 * A call's answer `d` already serialized. Hot lists keep their shared items as JSON text (each
 * area's list cache), so an answer is joined from ready pieces instead of built as objects for
 * Fastify to serialize again; `registerCall` wraps it in the envelope as it is.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * One page of a kept list as a paged answer (`{ list, total }` and the extra fields, each already
 * JSON): the items of the page are rendered, the rest never touched. `total` is the list's length
 * unless only part of the list is kept.
 */
export function jsonPage<T>(
  items: readonly T[],
  page: { page: number; size: number },
  render: (item: T) => string,
  extra: Record<string, string> = {},
  total = items.length,
): JsonText {
  const start = (page.page - 1) * page.size;
  const fields = Object.entries(extra).map(([name, json]) => `,"${name}":${json}`);
  return new JsonText(`{"list":[${items.slice(start, start + page.size).map(render).join(',')}],"total":${total}${fields.join('')}}`);
}
