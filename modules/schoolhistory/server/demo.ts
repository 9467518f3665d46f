import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { loadDatasetRows } from '@quad/datasets-engine/server';
import { eventsKind, type TEventRow } from './kind';

/** Per site: the year it was founded, the college it grew from and the city it stands in. */
const SITES: Record<string, { founded: number; origin: string; city: string }> = {
  north: { founded: 1952, origin: '西北工业专科学校', city: '西安' },
  south: { founded: 1958, origin: '华南化工学校', city: '广州' },
  east: { founded: 1960, origin: '浙东机械学校', city: '杭州' },
};

/** About fifteen events as an archive office writes them: founding, renamings, a merger, milestones. */
function demoEvents(site: TSite): TEventRow[] {
  const { founded: y, origin, city } = SITES[site.id] ?? SITES.south!;
  const name = site.name || '本校';
  const e = (year: number, date: string, title: string, category: string, era: string, content: string, image?: string): TEventRow => ({ year, date, title, category, era, content, image });
  return [
    e(y, `${y}年9月`, `${origin}在${city}成立`, '建校', '创建时期', `经国家批准，${origin}在${city}成立，首批招收学生240名，设机械、电机两个专业。`),
    e(y + 1, `${y + 1}年3月`, '第一座教学楼落成', '校园建设', '创建时期', '学校第一座教学楼（今明德楼）落成并投入使用，建筑面积4800平方米。'),
    e(y + 6, `${y + 6}年8月`, `更名为${city}工学院`, '更名', '创建时期', `经批准升格为本科院校，更名为${city}工学院，开始招收四年制本科生。`),
    e(y + 10, `${y + 10}年`, '首届本科生毕业', '人才培养', '创建时期', '首届本科毕业生312人走上工作岗位，多数分配到国家重点建设单位。'),
    e(1978, '1978年3月', '恢复高考后首批新生入学', '人才培养', '恢复发展时期', '恢复高考后首批本科新生入学，学校教学科研工作全面恢复。'),
    e(1981, '1981年11月', '获得首批硕士学位授予权', '学科建设', '恢复发展时期', '学校成为国务院批准的首批硕士学位授予单位之一。'),
    e(1986, '1986年', '图书馆新馆建成开放', '校园建设', '恢复发展时期', '图书馆新馆建成开放，藏书突破80万册。'),
    e(1994, '1994年5月', `更名为${name}`, '更名', '改革发展时期', `经国家教育委员会批准，学校更名为${name}。`),
    e(1999, '1999年7月', `与${city}财经学校合并`, '合并', '改革发展时期', `${city}财经学校并入学校，组建经济管理学院，学校成为多科性大学。`),
    e(2003, '2003年9月', '新校区启用', '校园建设', '改革发展时期', '南校区建成启用，学校形成一校两区办学格局。'),
    e(2006, '2006年1月', '获得博士学位授予权', '学科建设', '改革发展时期', '学校获批博士学位授予单位，首批设立3个博士点。'),
    e(2012, `2012年9月`, `建校${2012 - y}周年`, '重大事件', '新时代', `学校举行建校${2012 - y}周年庆祝大会，海内外校友三千余人返校。`),
    e(2017, '2017年9月', '入选国家一流学科建设名单', '学科建设', '新时代', '学校一个学科入选国家一流学科建设名单。'),
    e(2020, '2020年2月', '全面开展线上教学', '重大事件', '新时代', '疫情期间，学校2800余门课程全部转为线上教学，实现停课不停学。'),
    e(2024, '2024年6月', '智慧校园门户上线', '重大事件', '新时代', '校园服务门户上线，师生可在手机上办理请假、查询成绩、预约场馆等事务。'),
  ];
}

/** The demo site's history, loaded as the engine's first version (as the archive office's upload would). */
export async function seedSchoolhistoryDemo(siteDb: SiteDb, site: TSite): Promise<void> {
  const admin = await siteDb.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  const result = await loadDatasetRows(siteDb, eventsKind, demoEvents(site), { source: 'upload', by: admin?.id ?? '' });
  if (!result.ok) throw new Error(`schoolhistory demo: ${result.message}`);
}
