import type { SiteDb } from '@quad/platform/server/db/site-db';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { siteDay } from '@quad/platform/server/time';
import { loadDatasetRows } from '@quad/datasets-engine/server';
import { DEFAULT_EDITABLE } from '../contract-fields';
import { recordsKind, type TStudentRecord } from './kind';

/** Per site: the province code its students' 身份证号 start with and where they come from. */
const PLACES: Record<string, { code: string; places: string[] }> = {
  north: { code: '6101', places: ['陕西西安', '陕西宝鸡', '河南洛阳', '甘肃兰州', '山西太原'] },
  south: { code: '4401', places: ['广东广州', '广东佛山', '湖南长沙', '广西南宁', '福建厦门'] },
  east: { code: '3301', places: ['浙江杭州', '浙江宁波', '江苏苏州', '安徽合肥', '江西南昌'] },
};
const ETHNICITIES = ['汉族', '汉族', '汉族', '回族', '满族', '汉族', '壮族', '汉族'];
const POLITICAL = ['共青团员', '共青团员', '群众', '中共预备党员', '共青团员'];
const STREETS = ['建设路', '人民路', '解放路', '和平街', '文化路'];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The school system's record of one demo student, made up from their account (deterministic). */
function recordOf(siteId: string, s: { username: string; realname: string; mobile: string; className: string; college: string }, i: number): TStudentRecord {
  const { code, places } = PLACES[siteId] ?? PLACES.south!;
  const year = 2004 + (i % 3);
  const birth = `${year}-${pad((i % 12) + 1, 2)}-${pad((i % 28) + 1, 2)}`;
  const male = i % 2 === 0;
  const grade = /(\d{2})\d{2}班/.exec(s.className)?.[1];
  const place = places[i % places.length]!;
  return {
    studentNo: s.username,
    name: s.realname,
    gender: male ? '男' : '女',
    birthDate: birth,
    idCard: `${code}02${birth.replace(/-/g, '')}${pad(100 + i, 3)}${i % 10}`,
    ethnicity: ETHNICITIES[i % ETHNICITIES.length],
    political: POLITICAL[i % POLITICAL.length],
    nativePlace: place,
    college: s.college,
    major: s.className.replace(/\d+班$/, ''),
    className: s.className,
    grade: grade ? `20${grade}级` : '2024级',
    schooling: '4年',
    enrolled: `20${grade ?? '24'}-09-01`,
    phone: s.mobile || `138${pad(20_000_000 + i * 7919, 8)}`,
    address: `${place}市${STREETS[i % STREETS.length]}${(i % 90) + 10}号`,
  };
}

const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Every student of the demo site in the school system's data, this autumn's campaign open, and some
 * progress: a third of the numbered students confirmed, a few corrections pending, approved and
 * rejected; `student` has an approved new address not yet synced and nothing confirmed, and 2024010002
 * nothing at all, so their pages show the flow from the start.
 */
export async function seedInfocheckDemo(siteDb: SiteDb, site: TSite): Promise<void> {
  const students = await siteDb
    .selectFrom('users')
    .innerJoin('departments as c', (j) => j.onRef('c.site_id', '=', 'users.site_id').onRef('c.id', '=', 'users.class_id'))
    .leftJoin('departments as d', (j) => j.onRef('d.site_id', '=', 'c.site_id').onRef('d.id', '=', 'c.parent_id'))
    .select(['users.id', 'users.username', 'users.realname', 'users.mobile', 'c.name as className', 'd.name as college'])
    .where('users.type', '=', 'student')
    .orderBy('users.username')
    .execute();
  const records = students.map((s, i) => recordOf(site.id, { ...s, college: s.college ?? '' }, i));
  const admin = await siteDb.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  const loaded = await loadDatasetRows(siteDb, recordsKind, records, { source: 'upload', by: admin?.id ?? '' });
  if (!loaded.ok) throw new Error(`infocheck demo: ${loaded.message}`);

  const today = siteDay(site.settings.timeZone);
  const campaignId = newId();
  const now = nowSeconds();
  await siteDb
    .insertInto('infocheck_campaigns', { id: campaignId, name: `${today.slice(0, 4)}年秋季学生信息核对`, opens: shiftDay(today, -7), closes: shiftDay(today, 30), editable: JSON.stringify(DEFAULT_EDITABLE), created: now, updated_by: admin?.id ?? '' })
    .execute();
  const numbered = students.map((s, i) => ({ ...s, record: records[i]! })).filter((s) => /^\d+$/.test(s.username) && s.username !== '2024010002');
  const confirmations = numbered.filter((_, i) => i % 3 === 0);
  if (confirmations.length) {
    await siteDb
      .insertInto('infocheck_confirmations', confirmations.map((s, i) => ({ campaign_id: campaignId, user_id: s.id, student_no: s.username, class_name: s.record.className, confirmed: now - 3600 * (i + 1) })))
      .execute();
  }
  const asks: { field: 'phone' | 'nativePlace' | 'political' | 'address'; value: string; reason: string; status: 'pending' | 'approved' | 'rejected'; comment: string }[] = [
    { field: 'phone', value: '13912345678', reason: '手机号已更换', status: 'pending', comment: '' },
    { field: 'nativePlace', value: '山东济南', reason: '籍贯登记有误，以户口本为准', status: 'approved', comment: '已核对户口本' },
    { field: 'political', value: '中共党员', reason: '今年6月已转正', status: 'rejected', comment: '请上传党组织出具的转正证明' },
    { field: 'phone', value: '13787654321', reason: '原号码已停用', status: 'pending', comment: '' },
  ];
  const requests = asks.flatMap((ask, i) => {
    const s = numbered[i * 2 + 1];
    if (!s) return [];
    const decided = ask.status !== 'pending';
    return [{
      id: newId(), campaign_id: campaignId, user_id: s.id, student_no: s.username, student_name: s.realname, class_name: s.record.className, college: s.record.college ?? '',
      field: ask.field, old_value: s.record[ask.field] ?? '', new_value: ask.value, reason: ask.reason, attachments: '[]', status: ask.status, comment: ask.comment,
      reviewed_by: decided ? (admin?.id ?? '') : '', reviewed: decided ? now - 600 : 0, created: now - 86_400 * (i + 1), request_key: '',
    }];
  });
  // `student` moved last summer: the office approved the new address, the school system has not synced it yet.
  const student = students.findIndex((s) => s.username === 'student');
  if (student >= 0) {
    const s = students[student]!;
    const record = records[student]!;
    requests.push({
      id: newId(), campaign_id: campaignId, user_id: s.id, student_no: s.username, student_name: s.realname, class_name: record.className, college: record.college ?? '',
      field: 'address', old_value: record.address ?? '', new_value: `${record.nativePlace ?? ''}市新华路88号`, reason: '家庭已搬家', attachments: '[]', status: 'approved',
      comment: '', reviewed_by: admin?.id ?? '', reviewed: now - 1200, created: now - 86_400 * 2, request_key: '',
    });
  }
  if (requests.length) await siteDb.insertInto('infocheck_requests', requests).execute();
}
