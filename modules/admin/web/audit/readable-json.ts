/**
 * A before/after snapshot of the audit log as people read it: indented JSON, or the text itself
 * when it isn't JSON; empty when nothing was recorded.
 */
export function readableJson(text: string): string {
  if (!text.trim()) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
