import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { loadDatasetRows } from '@quad/datasets-engine/server';
import { directoryKind } from './kind';

type TDemoRow = { unit: string; office?: string; phone: string; room?: string; campus?: string; note?: string; order?: number };

/** Per site: its area code and exchange prefix, and the campuses (the north school has two). */
const SITES: Record<string, { code: string; prefix: string; campuses: [string, string?] }> = {
  north: { code: '029', prefix: '8820', campuses: ['北校区', '南校区'] },
  south: { code: '020', prefix: '3961', campuses: ['主校区'] },
  east: { code: '0571', prefix: '8627', campuses: ['主校区'] },
};

/**
 * About forty numbers a student or teacher looks up: offices, the library, the hospital, security's
 * 24-hour duty line, logistics and the colleges. On a two-campus site some offices have a desk on each.
 */
function demoRows(siteId: string): TDemoRow[] {
  const { code, prefix, campuses } = SITES[siteId] ?? SITES.south!;
  const [main, second] = campuses;
  let n = 1000;
  const tel = (ext?: string) => `${code}-${prefix}${String(++n).slice(-4)}${ext ? ` 转${ext}` : ''}`;
  const both = (row: Omit<TDemoRow, 'phone' | 'campus'>, rooms: [string, string]): TDemoRow[] =>
    second ? [{ ...row, phone: tel(), campus: main, room: rooms[0] }, { ...row, phone: tel(), campus: second, room: rooms[1] }] : [{ ...row, phone: tel(), campus: main, room: rooms[0] }];
  const rows: TDemoRow[] = [
    { unit: '保卫处', office: '24小时值班室', phone: `${code}-${prefix}0110`, room: '行政楼一层', note: '24小时值班，紧急情况请拨打' },
    { unit: '保卫处', office: '户籍科', phone: tel(), room: '行政楼105', note: '学生户口迁移、集体户口' },
    { unit: '保卫处', office: '消防科', phone: tel(), room: '行政楼107' },
    { unit: '校医院', office: '急诊', phone: `${code}-${prefix}0120`, room: '校医院一层', note: '24小时急诊' },
    ...both({ unit: '校医院', office: '门诊挂号' }, ['校医院一层', '南区医务室']),
    { unit: '校医院', office: '医保办公室', phone: tel(), room: '校医院203', note: '大学生医保报销' },
    { unit: '党政办公室', office: '综合科', phone: tel(), room: '行政楼201' },
    { unit: '党政办公室', office: '校长办公室', phone: tel(), room: '行政楼208' },
    { unit: '教务处', office: '综合办公室', phone: tel(), room: '行政楼301' },
    { unit: '教务处', office: '学籍管理科', phone: tel(), room: '行政楼303', note: '学籍异动、成绩证明' },
    { unit: '教务处', office: '考试中心', phone: tel(), room: '行政楼305', note: '补考、缓考、四六级' },
    { unit: '教务处', office: '实践教学科', phone: tel('8012'), room: '行政楼307' },
    { unit: '学生处', office: '学生事务中心', phone: tel(), room: '学生活动中心一层' },
    { unit: '学生处', office: '资助管理中心', phone: tel(), room: '学生活动中心105', note: '助学贷款、奖助学金' },
    { unit: '学生处', office: '心理健康教育中心', phone: tel(), room: '学生活动中心3楼', note: '心理咨询预约' },
    { unit: '研究生院', office: '培养办公室', phone: tel(), room: '研究生楼201' },
    { unit: '研究生院', office: '学位办公室', phone: tel(), room: '研究生楼205' },
    { unit: '招生就业处', office: '招生办公室', phone: tel(), room: '行政楼401' },
    { unit: '招生就业处', office: '就业指导中心', phone: tel(), room: '行政楼405', note: '就业协议、派遣' },
    { unit: '财务处', office: '学生收费', phone: tel(), room: '行政楼102', note: '学费、住宿费缴纳' },
    { unit: '财务处', office: '报销大厅', phone: tel(), room: '行政楼103' },
    { unit: '国际交流处', office: '留学生办公室', phone: tel(), room: '国际交流中心201' },
    { unit: '图书馆', office: '总服务台', phone: tel(), room: '图书馆一层', note: '借还书、座位预约' },
    ...both({ unit: '图书馆', office: '流通阅览部' }, ['图书馆二层', '南校区图书分馆']),
    { unit: '网络信息中心', office: '服务台', phone: tel(), room: '信息楼一层', note: '校园网、统一身份认证、邮箱' },
    { unit: '后勤服务中心', office: '报修热线', phone: `${code}-${prefix}0000`, note: '宿舍水电、门窗维修' },
    ...both({ unit: '后勤服务中心', office: '宿舍管理中心' }, ['东区公寓1号楼', '南区公寓3号楼']),
    { unit: '后勤服务中心', office: '饮食中心', phone: tel(), room: '一食堂二层' },
    { unit: '后勤服务中心', office: '校园卡服务中心', phone: tel(), room: '一食堂一层', note: '挂失、补卡' },
    { unit: '计算机学院', office: '学院办公室', phone: tel(), room: '信息楼501' },
    { unit: '计算机学院', office: '学生工作办公室', phone: tel(), room: '信息楼505' },
    { unit: '电子工程学院', office: '学院办公室', phone: tel(), room: '电子楼301' },
    { unit: '电子工程学院', office: '教学办公室', phone: tel(), room: '电子楼303' },
    { unit: '经济管理学院', office: '学院办公室', phone: tel(), room: '经管楼201' },
    { unit: '外国语学院', office: '学院办公室', phone: tel(), room: '外语楼101' },
    { unit: '数学与统计学院', office: '学院办公室', phone: tel(), room: '理学楼401' },
    { unit: '马克思主义学院', office: '学院办公室', phone: tel(), room: '人文楼301' },
    { unit: '体育部', office: '场馆中心', phone: tel(), room: '体育馆一层', note: '场馆预约' },
    { unit: '校团委', office: '办公室', phone: tel(), room: '学生活动中心201' },
  ];
  // 排序 as an office would fill it: the order written here, units and their offices alike.
  return rows.map((row, index) => ({ ...row, order: index + 1 }));
}

/** The demo site's phone book, loaded as the engine's first version (as an administrator's upload would). */
export async function seedOfficetelDemo(siteDb: SiteDb, site: TSite): Promise<void> {
  const admin = await siteDb.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  const result = await loadDatasetRows(siteDb, directoryKind, demoRows(site.id), { source: 'upload', by: admin?.id ?? '' });
  if (!result.ok) throw new Error(`officetel demo: ${result.message}`);
}
