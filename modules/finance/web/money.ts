/** Cents as the pages show money: ¥12,345.67 (−¥12.30 when negative); integers only, no float sums. */
export function formatYuan(cents: number): string {
  const sign = cents < 0 ? '−' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}¥${whole}.${String(abs % 100).padStart(2, '0')}`;
}
