import { OK_MESSAGE } from '@quad/contracts/errors';

/** The envelope of every success, up to its `d`. */
const OK_HEAD = `{"e":0,"m":${JSON.stringify(OK_MESSAGE)},"d":`;

/**
 * A call's answer `d` already serialized. Hot lists keep their shared items as JSON text (each
 * area's list cache), so an answer is joined from ready pieces instead of built as objects for
 * Fastify to serialize again; `registerCall` sends it in the envelope as it is.
 */
export class JsonText {
  #answer: Buffer | undefined;

  constructor(readonly text: string) {}

  /**
   * The whole answer, envelope and all, as UTF-8 bytes made on the first send: a kept text (site
   * settings, my scores) then goes out as it is, where a string was wrapped, measured and encoded
   * again on every send (a fifth of a my-scores read).
   */
  answerBytes(): Buffer {
    return (this.#answer ??= Buffer.from(`${OK_HEAD}${this.text}}`));
  }
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
