import { timeParts } from '@quad/platform/shell/time';

/**
 * Typed yuan as integer fen by string arithmetic ('12.3' → 1230): a float would turn 0.29 into 28 fen.
 * Undefined for anything but digits with at most two decimals.
 */
export function fenOf(typed: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(typed.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** An antd rule for a yuan field: a plain amount, and no more than `mostFen` when there is a limit. */
export const yuanRule = (invalid: string, limit?: { mostFen: number; tooMuch: string }) => ({
  validator: async (_: unknown, typed: string | undefined) => {
    const fen = fenOf(typed ?? '');
    if (!fen) throw new Error(invalid);
    if (limit && fen > limit.mostFen) throw new Error(limit.tooMuch);
  },
});

/** A moment in the lists and details, a dash for one that has not come. */
export const when = (at: number) => (at ? timeParts(at).fullTime : '—');
