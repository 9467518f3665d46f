/** 2026-11-27 → 2026年11月27日, as certificates and official documents write their dates; '' for no day. Zod-free, for pages and PDFs alike. */
export function chineseDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return day ? `${y}年${m}月${d}日` : '';
}
