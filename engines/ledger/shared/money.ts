// Zod-free, so phone pages, the console and the server all run the same formatter.

/** Fen as the yuan people read (`12.30`), without floating point: what every page and receipt shows. */
export function yuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * Reads yuan as a person types them (`12`, `12.3`, `12.30`) as whole fen, by the digits rather than
 * through a float (`0.29 * 100` is not 29): undefined for anything else, more than two decimals or
 * more than `mostDigits` digits before the point included.
 */
export function fenReader(mostDigits: number): (typed: string) => number | undefined {
  const pattern = new RegExp(`^(\\d{1,${mostDigits}})(?:\\.(\\d{1,2}))?$`);
  return (typed) => {
    const match = pattern.exec(typed.trim());
    if (!match) return undefined;
    return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  };
}

/** Typed yuan to fen, up to 999,999,999.99 yuan: what every amount field of a page reads. */
export const fenOf = fenReader(9);
