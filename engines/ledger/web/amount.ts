/**
 * Yuan as a person types them (`12`, `12.3`, `12.30`) to whole fen, by the digits rather than through
 * a float (`0.29 * 100` is not 29); undefined for anything else, more than two decimals included.
 */
export function fenOf(typed: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(typed.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
