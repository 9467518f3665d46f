/**
 * The id of one submission (a form, a report, a comment), made when the person starts it: a submit
 * retried after a lost answer carries the same id, and the server saves it once.
 */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
