import { fail } from '@quad/platform/server/errors';
import type { TCardLine, TCardStatistics } from '../contract';
import { askCard, type TMyCard } from './card';

/** Beijing's offset: card systems keep Beijing time, and the history groups by it too. */
const BEIJING_S = 8 * 3600;
/** Lines asked per page, and at most this many pages for one month (a heavy month still answers fast). */
const PAGE_SIZE = 100;
const MAX_PAGES = 20;
/** Months one may look back on (what card systems keep online). */
const MONTHS_BACK = 12;
const TOP_PLACES = 8;

/**
 * Kinds of place by the words their names hold, first match wins: what students ask "where did my
 * money go". A place no rule names is 其他.
 */
const CATEGORIES: [string, RegExp][] = [
  ['餐饮', /食堂|餐厅|饭堂|餐饮|美食|快餐|咖啡|奶茶|面包|清真/],
  ['购物', /超市|商店|便利|商场|书店|水果/],
  ['洗浴热水', /浴室|淋浴|热水|开水|洗衣/],
  ['水电网费', /电费|水费|电控|水控|网费|网络/],
  ['打印复印', /打印|复印|文印/],
  ['医疗', /医院|医务|药/],
  ['交通', /班车|校车|停车|交通/],
  ['图书', /图书馆/],
];

export const categoryOf = (place: string): string => CATEGORIES.find(([, words]) => words.test(place))?.[0] ?? '其他';

/** The month's first and last second (Unix), Beijing time, and its number of days. */
export function monthRange(month: string): { from: number; to: number; days: number } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const from = Date.UTC(year, m - 1, 1) / 1000 - BEIJING_S;
  const next = Date.UTC(year, m, 1) / 1000 - BEIJING_S;
  return { from, to: next - 1, days: Math.round((next - from) / 86_400) };
}

export const monthOf = (seconds: number): string => new Date((seconds + BEIJING_S) * 1000).toISOString().slice(0, 7);

/** Months between `earlier` and `later` (`2026-05`, `2026-07` → 2). */
const monthsBetween = (earlier: string, later: string) => {
  const [ey, em] = earlier.split('-').map(Number) as [number, number];
  const [ly, lm] = later.split('-').map(Number) as [number, number];
  return (ly - ey) * 12 + (lm - em);
};

/** Sums by a name, the largest first. */
function ranked(lines: TCardLine[], nameOf: (line: TCardLine) => string) {
  const sums = new Map<string, { name: string; fen: number; count: number }>();
  for (const line of lines) {
    const name = nameOf(line);
    const sum = sums.get(name) ?? { name, fen: 0, count: 0 };
    sum.fen -= line.amountFen;
    sum.count++;
    sums.set(name, sum);
  }
  return [...sums.values()].sort((a, b) => b.fen - a.fen || a.name.localeCompare(b.name));
}

/** The month's figures from its lines: payments (negative amounts) spent, positive ones topped up. */
export function summarize(month: string, lines: TCardLine[], truncated: boolean): TCardStatistics {
  const { from, days } = monthRange(month);
  const payments = lines.filter((l) => l.amountFen < 0);
  const dailyFen = Array.from({ length: days }, () => 0);
  for (const line of payments) {
    const day = Math.floor((line.at - from) / 86_400);
    if (day >= 0 && day < days) dailyFen[day]! -= line.amountFen;
  }
  return {
    month,
    spentFen: payments.reduce((sum, l) => sum - l.amountFen, 0),
    count: payments.length,
    toppedUpFen: lines.filter((l) => l.amountFen > 0).reduce((sum, l) => sum + l.amountFen, 0),
    dailyFen,
    categories: ranked(payments, (l) => categoryOf(l.place)),
    places: ranked(payments, (l) => l.place || '未知地点').slice(0, TOP_PLACES),
    truncated,
  };
}

/**
 * 消费统计 of one month (this month when none is named): every line of the month read from the card
 * system, page by page up to 2,000 lines, then summed here. A month ahead, or more than a year back,
 * is refused in Chinese.
 */
export async function cardStatistics({ system, number }: TMyCard, month: string | undefined, now = Math.floor(Date.now() / 1000)): Promise<TCardStatistics> {
  const current = monthOf(now);
  const asked = month ?? current;
  const back = monthsBetween(asked, current);
  if (back < 0) throw fail('不能查询未来月份的消费');
  if (back >= MONTHS_BACK) throw fail(`只能查询最近${MONTHS_BACK}个月的消费`);
  const range = monthRange(asked);
  const lines: TCardLine[] = [];
  let total = 0;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await askCard(() => system.transactions(number, { from: range.from, to: Math.min(range.to, now), page, size: PAGE_SIZE }));
    total = answer.total;
    lines.push(...answer.lines);
    if (answer.lines.length < PAGE_SIZE || lines.length >= total) break;
  }
  return summarize(asked, lines, lines.length < total);
}
