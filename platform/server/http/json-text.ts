/**
 * A call's answer `d` already serialized. Hot lists keep their shared items as JSON text (each
 * area's list cache), so an answer is joined from ready pieces instead of built as objects for
 * Fastify to serialize again; `registerCall` wraps it in the envelope as it is.
 */
export class JsonText {
  constructor(readonly text: string) {}
}
