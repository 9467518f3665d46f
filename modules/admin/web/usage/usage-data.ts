/** One app's visits on one day, as the server counts them. */
export interface TUsageCount {
  day: string;
  appkey: string;
  count: number;
}

export interface TUsageTable {
  /** Every day of the range, days without visits included. */
  days: string[];
  /** Apps by total visits, most visited first. */
  apps: string[];
  /** app → visits per day, aligned with `days`. */
  series: Map<string, number[]>;
  /** Visits per day over all apps, aligned with `days`. */
  totals: number[];
}

const DAY_MS = 86_400_000;
const toUtc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The days from `from` to `to` inclusive (`YYYY-MM-DD`, calendar days, no time zone involved). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = toUtc(from); ms <= toUtc(to) && days.length < 3660; ms += DAY_MS) days.push(fromUtc(ms));
  return days;
}

/** The server's rows as a days × apps table for the chart and the table. */
export function pivotUsage(items: TUsageCount[], from: string, to: string): TUsageTable {
  const days = daysBetween(from, to);
  const index = new Map(days.map((d, i) => [d, i]));
  const series = new Map<string, number[]>();
  const totals = days.map(() => 0);
  for (const { day, appkey, count } of items) {
    const i = index.get(day);
    if (i === undefined) continue;
    const line = series.get(appkey) ?? days.map(() => 0);
    line[i] += count;
    totals[i] += count;
    series.set(appkey, line);
  }
  const sum = (app: string) => (series.get(app) ?? []).reduce((a, b) => a + b, 0);
  const apps = [...series.keys()].sort((a, b) => sum(b) - sum(a) || a.localeCompare(b));
  return { days, apps, series, totals };
}
