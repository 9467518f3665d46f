/**
 * Alipay speaks money as yuan strings with at most two decimals and time as Beijing wall-clock text;
 * the ledger speaks integer fen and Unix seconds. The conversions go through strings and integers
 * only: a float (12.3 * 100 = 1230.0000000000002) must never decide an amount.
 */

/** 1230 → "12.30", 1 → "0.01". */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** "12.3" → 1230, "-0.01" → -1 (statements write refunds negative); undefined for anything else. */
export function yuanToFen(yuan: string): number | undefined {
  const match = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!match) return undefined;
  const fen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -fen : fen;
}

const BEIJING_OFFSET_SECONDS = 8 * 3600;

/** Unix seconds → "yyyy-MM-dd HH:mm:ss" in Beijing time (China keeps no daylight saving time, so a fixed offset is exact). */
export function beijingTime(unixSeconds: number): string {
  return new Date((unixSeconds + BEIJING_OFFSET_SECONDS) * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/** "yyyy-MM-dd HH:mm:ss" in Beijing time → Unix seconds; undefined when it is not such a time. */
export function fromBeijingTime(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return undefined;
  const ms = Date.parse(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(ms) ? undefined : ms / 1000;
}
