import { OK_MESSAGE } from '@quad/contracts/errors';

/** The envelope of every success, up to its `d`. */
const OK_HEAD = `{"e":0,"m":${JSON.stringify(OK_MESSAGE)},"d":`;
const OK_HEAD_BYTES = Buffer.byteLength(OK_HEAD);

/**
 * A call's answer `d` already serialized. Hot lists keep their shared items as JSON text (each
 * area's list cache), so an answer is joined from ready pieces instead of built as objects for
 * Fastify to serialize again; `registerCall` sends it in the envelope as it is.
 */
export class JsonText {
  #text: string | undefined;
  #answer: Buffer | undefined;

  constructor(text: string) {
    this.#text = text;
  }

  /** The serialized `d` (the tests check it against the contract); read back from the bytes once they are made. */
  get text(): string {
    return this.#text ?? this.#answer!.toString('utf8', OK_HEAD_BYTES, this.#answer!.length - 1);
  }

  /**
   * The whole answer, envelope and all, as UTF-8 bytes made on the first send: a kept text (site
   * settings, my scores) then goes out as it is, where a string was wrapped, measured and encoded
   * again on every send (a fifth of a my-scores read). From then on only the bytes are held.
   */
  answerBytes(): Buffer {
    if (!this.#answer) {
      this.#answer = Buffer.from(`${OK_HEAD}${this.#text}}`);
      this.#text = undefined;
    }
    return this.#answer;
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
  const list = items
    .slice(start, start + page.size)
    .map(render)
    .join(',');
  return new JsonText(`{"list":[${list}],"total":${total}${fields.join('')}}`);
}
