import type { SiteDb } from '@quad/platform/server/db/site-db';
import { nowSeconds } from '@quad/platform/server/ids';
import { siteMidnight } from '@quad/platform/server/time';
import type { TSite } from '@quad/platform/server/sites/site-store';
import type { TField } from '@quad/forms-engine/shared/definition';
import { loadReporter, saveReport } from './report/service';
import { loadSetup } from './settings/service';

const DAY = 86_400;

/** What AMap's browser geolocation answers (original-protocol.md §2.6): stored verbatim by the report. */
export function demoGeo(province: string, city: string, district: string, lng: number, lat: number): string {
  return JSON.stringify({
    type: 'complete',
    position: { Q: lat, R: lng, lng, lat },
    location_type: 'html5',
    message: 'Get geolocation success.Convert Success.Get address success.',
    accuracy: 40,
    isConverted: true,
    status: 1,
    addressComponent: { citycode: '010', adcode: '110108', businessAreas: [], neighborhoodType: '', neighborhood: '', building: '', buildingType: '', street: '', streetNumber: '', country: '中国', province, city, district, township: '' },
    formattedAddress: `${province}${city}${district}`,
    roads: [],
    crosses: [],
    pois: [],
    info: 'SUCCESS',
  });
}

const PLACE = { province: '北京市', city: '北京市', area: '北京市 北京市 海淀区', address: '北京市海淀区学院路' };

/** A healthy day's answer by param; every seventh person-day has a symptom, so the charts show something. */
function demoAnswer(field: TField, n: number): unknown {
  const p = field.param ?? '';
  if (p === 'geo_api_info') return demoGeo(PLACE.province, PLACE.city, '海淀区', 116.35, 39.98);
  if (p in PLACE) return PLACE[p as keyof typeof PLACE];
  if (p === 'tw') return n % 7 === 3 ? '4' : String(1 + (n % 2));
  if (p === 'sfcxtz') return n % 7 === 3 ? '1' : '0';
  if (p === 'sfzx' || p === 'sfjzxgym') return '1';
  if (p === 'jcjgqr') return '1';
  if (field.kind === 'radio' || field.kind === 'select') return field.options?.[0]?.value;
  return undefined;
}

/**
 * Each demo site's reports: south uses Xidian's variant. The demo student and most generated students
 * reported on each of the last six days (so "same as yesterday" and the charts have data), a third of
 * them already today.
 */
export async function seedDemoHealth(siteDb: SiteDb, site: TSite): Promise<void> {
  await loadSetup(siteDb, site.id === 'south' ? 'xidian' : 'default');
  const all = await siteDb.selectFrom('users').select(['id', 'username']).where('type', '=', 'student').orderBy('username').execute();
  const students = [...all.filter((s) => s.username === 'student'), ...all.filter((s) => s.username !== 'student')].slice(0, 40);
  const now = nowSeconds();
  // 09:00 of each school day (today's never later than now).
  const morning = Math.min(now, siteMidnight(site.settings.timeZone, now) + 9 * 3600);
  for (let back = 6; back >= 0; back--) {
    for (const [i, student] of students.entries()) {
      if (back === 0 && (i % 3 !== 0 || student.username === 'student')) continue;
      const r = await loadReporter(siteDb, site, student.id, morning - back * DAY);
      // The demo student stays healthy (a green code); others have the odd symptom for the charts.
      const n = student.username === 'student' ? 1 : i + back;
      const values = Object.fromEntries(r.definition.fields.map((f) => [f.key, demoAnswer(f, n)]).filter(([, v]) => v !== undefined));
      await saveReport(r, values, `demo_${back}_${student.id}`);
    }
  }
}
