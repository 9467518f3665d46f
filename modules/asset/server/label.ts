/**
 * The 资产编号 a QR label holds: the code itself, or an address ending with it (the asset system's page
 * `https://zc.example.edu/asset/ZC-2024-0001`, or `…?code=ZC-2024-0001`). What follows the last `/`, `=`
 * or `#` of an address, decoded; a typed code as typed.
 */
export function codeFromLabel(label: string): string {
  const text = label.trim();
  if (!/^[a-z][a-z0-9+.-]*:\/\/|^\//i.test(text)) return text;
  const last = text.replace(/[/?#&=]+$/, '').split(/[/=#]/).pop() ?? '';
  try {
    return decodeURIComponent(last).trim();
  } catch {
    return last.trim();
  }
}
