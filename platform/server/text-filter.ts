/**
 * Plain text as users type it: markup is removed so stored text can never become script when a
 * screen forgets to escape it. (The web shell's display filter, spec §5, keeps only <br> and <img>.)
 */
export function sanitizePlainText(text: string): string {
  return text
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/[<>]/g, '')
    .trim();
}
