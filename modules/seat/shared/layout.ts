/**
 * A hall's seat layout, zod-free so the phone's map, the console's editor and the server read it the
 * same way. `grid` holds one string per row, one character per column: a digit names the seat's zone
 * (its index in `zones`), `.` a disabled seat (a pillar, a broken seat). `aisles` are the columns after
 * which the drawing leaves a gap; seats on both sides of an aisle are not adjacent.
 */
export interface TSeatLayout {
  rows: number;
  cols: number;
  aisles: number[];
  zones: { key: string; name: string }[];
  grid: string[];
}

export const MAX_ROWS = 60;
export const MAX_COLS = 60;
export const MAX_ZONES = 10;
/** How long a hold keeps seats for the person confirming them. */
export const HOLD_SECONDS = 300;
export const DISABLED = '.';

/** A seat's key: `3-5` is row 3, seat 5 (both from 1). */
export const seatKey = (row: number, col: number) => `${row}-${col}`;

export function parseSeatKey(key: string): { row: number; col: number } | undefined {
  const match = /^([1-9]\d?)-([1-9]\d?)$/.exec(key);
  return match ? { row: Number(match[1]), col: Number(match[2]) } : undefined;
}

/** The seat's zone index, or -1 for a seat that is disabled or not in the hall. */
export function zoneIndexOf(layout: TSeatLayout, row: number, col: number): number {
  const cell = layout.grid[row - 1]?.[col - 1];
  if (cell === undefined || cell === DISABLED) return -1;
  return Number(cell);
}

/** Usable seats per zone (the engine's capacity of each zone). */
export function zoneCounts(layout: TSeatLayout): number[] {
  const counts = layout.zones.map(() => 0);
  for (const line of layout.grid) for (const cell of line) if (cell !== DISABLED) counts[Number(cell)]! += 1;
  return counts;
}

/** What is wrong with a layout, in Chinese, or '' when it is sound. */
export function layoutMessage(layout: TSeatLayout): string {
  const { rows, cols } = layout;
  if (!Number.isInteger(rows) || !Number.isInteger(cols) || rows < 1 || cols < 1 || rows > MAX_ROWS || cols > MAX_COLS)
    return `座位图最多${MAX_ROWS}排、每排最多${MAX_COLS}座`;
  if (layout.zones.length < 1 || layout.zones.length > MAX_ZONES) return `分区为1到${MAX_ZONES}个`;
  if (layout.grid.length !== rows) return '座位图的排数不一致';
  const digits = new RegExp(`^[0-${layout.zones.length - 1}.]{${cols}}$`);
  if (!layout.grid.every((line) => digits.test(line))) return '座位图的格式不正确';
  if (layout.aisles.some((a) => !Number.isInteger(a) || a < 1 || a >= cols)) return '过道须在两列座位之间';
  const counts = zoneCounts(layout);
  const empty = counts.findIndex((n) => n === 0);
  if (empty >= 0) return `分区「${layout.zones[empty]!.name}」没有座位`;
  return '';
}

/** Whether seats `a` and `a + 1` of a row sit side by side (no aisle between them). */
export const sideBySide = (layout: TSeatLayout, col: number) => !layout.aisles.includes(col);

/**
 * Whether picked seats may be taken together: one seat, or seats of one row in consecutive columns
 * with no aisle between them.
 */
export function adjacentPick(layout: TSeatLayout, keys: string[]): boolean {
  if (keys.length <= 1) return true;
  const seats = keys.map(parseSeatKey);
  if (seats.some((s) => !s)) return false;
  const row = seats[0]!.row;
  if (seats.some((s) => s!.row !== row)) return false;
  const cols = seats.map((s) => s!.col).sort((a, b) => a - b);
  return cols.every((col, i) => i === 0 || (col === cols[i - 1]! + 1 && sideBySide(layout, cols[i - 1]!)));
}

/**
 * 帮我选座: the best `count` adjacent free seats, those whose middle is nearest the front-middle of the
 * hall (a third of the way back, the centre column); [] when no row has such a run.
 */
export function bestSeats(layout: TSeatLayout, count: number, isFree: (key: string) => boolean): string[] {
  const targetRow = Math.max(1, Math.round(layout.rows / 3));
  const targetCol = (layout.cols + 1) / 2;
  let best: { keys: string[]; score: number } | undefined;
  for (let row = 1; row <= layout.rows; row++) {
    for (let start = 1; start + count - 1 <= layout.cols; start++) {
      const keys: string[] = [];
      for (let col = start; col < start + count; col++) {
        if (zoneIndexOf(layout, row, col) < 0 || !isFree(seatKey(row, col))) break;
        if (col > start && !sideBySide(layout, col - 1)) break;
        keys.push(seatKey(row, col));
      }
      if (keys.length !== count) continue;
      const middle = start + (count - 1) / 2;
      const score = (row - targetRow) ** 2 + ((middle - targetCol) / 2) ** 2;
      if (!best || score < best.score) best = { keys, score };
    }
  }
  return best?.keys ?? [];
}

/** A seat's name: 3排5号. */
export const seatLabel = (key: string) => {
  const seat = parseSeatKey(key);
  return seat ? `${seat.row}排${seat.col}号` : key;
};
