// Zod-free, so phone pages, the console and the server all run the same formatter.

/** Fen as the yuan people read (`12.30`), without floating point: what every page and receipt shows. */
export function yuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
