/** Puts text on the clipboard; false where the browser refuses (plain http), so the caller can show it instead. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
