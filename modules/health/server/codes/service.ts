import type { SiteDb } from '@quad/platform/server/db/site-db';
import { siteDay } from '@quad/platform/server/time';
import { answersOf, findPublishedForm, parseValues, versionDefinition } from '@quad/forms-engine/server';
import type { TColour } from '../../contract-code';
import type { THealthSetup } from '../settings/service';

const DAY = 86_400;

/** Site day `back` days before `now`. */
export const dayBefore = (timeZone: string, now: number, back: number) => siteDay(timeZone, new Date((now - back * DAY) * 1000));

/** Recent daily reports of people, flat by param, newest first: what codes and statistics read. */
export async function recentReports(siteDb: SiteDb, setup: THealthSetup, fromDay: string, userIds?: string[]) {
  const form = await findPublishedForm(siteDb, setup.reportFormNo);
  const definition = await versionDefinition(siteDb, form.id, form.version);
  const params = new Map((definition?.fields ?? []).map((f) => [f.key, f.param ?? f.key]));
  const rows = await answersOf(siteDb, form.id, { userIds, from: fromDay }).orderBy('day', 'desc').execute();
  return rows.map((r) => ({
    userId: r.user_id,
    day: r.day,
    values: Object.fromEntries(Object.entries(parseValues(r.values_json)).map(([k, v]) => [params.get(k) ?? k, Array.isArray(v) ? v.map(String) : String(v)])),
  }));
}

const RANK: Record<TColour, number> = { green: 0, yellow: 1, red: 2 };

/**
 * A person's code now: each rule looks at the reports of its last `days` days (red beats yellow);
 * no report for `missingDaysYellow` days makes it yellow. Reasons are the rules' labels.
 */
export async function codeColour(siteDb: SiteDb, setup: THealthSetup, userId: string, timeZone: string, now: number): Promise<{ colour: TColour; reasons: string[] }> {
  const { codeRules, missingDaysYellow } = setup.settings;
  const longest = Math.max(missingDaysYellow, ...codeRules.map((r) => r.days), 1);
  const reports = await recentReports(siteDb, setup, dayBefore(timeZone, now, longest - 1), [userId]);
  let colour: TColour = 'green';
  const reasons: string[] = [];
  const raise = (to: TColour, reason: string) => {
    if (RANK[to] > RANK[colour]) colour = to;
    reasons.push(reason);
  };
  for (const rule of codeRules) {
    const since = dayBefore(timeZone, now, rule.days - 1);
    const hit = reports.some((r) => r.day >= since && [r.values[rule.param]].flat().some((v) => v !== undefined && rule.values.includes(v)));
    if (hit) raise(rule.colour, rule.label || `${rule.param} 异常`);
  }
  if (missingDaysYellow > 0 && !reports.some((r) => r.day >= dayBefore(timeZone, now, missingDaysYellow - 1))) raise('yellow', `近${missingDaysYellow}天未上报`);
  return { colour, reasons };
}
