import type { SiteDb } from '@quad/platform/server/db/site-db';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { claimPlace, runDraw } from '@quad/reservation-engine/server';
import type { TOfferingSettings } from '../contract-manage';
import type { TSlot } from '../rules';
import { saveOfferingSettings } from './service-offerings';
import { saveTermSettings } from './service-terms';
import { demoCrowd } from '@quad/platform/server/seed/demo-crowd';

const HOUR = 3600;
const DAY = 24 * HOUR;

const slot = (day: number, from: number, to: number, parity: TSlot['parity'] = 'all', weeks: [number, number] = [1, 16]): TSlot => ({
  day,
  from,
  to,
  weekFrom: weeks[0],
  weekTo: weeks[1],
  parity,
});

type TDemoOffering = Omit<TOfferingSettings, 'termId' | 'description'> & { description: string };

/** A term's courses: two sections of one course, one with a prerequisite the demo student has and one they lack, a small one that fills. */
const OFFERINGS: TDemoOffering[] = [
  {
    code: 'MA201',
    name: '线性代数',
    credits: 30,
    teacher: '王建国',
    place: '教一-101',
    category: 'required',
    capacity: 60,
    slots: [slot(1, 1, 2), slot(3, 3, 4, 'odd')],
    prerequisites: [],
    description: '矩阵、行列式、线性方程组、向量空间与特征值。',
  },
  {
    code: 'CS201',
    name: '数据结构',
    credits: 40,
    teacher: '李明',
    place: '计算机楼-305',
    category: 'required',
    capacity: 40,
    slots: [slot(2, 3, 4), slot(4, 1, 2)],
    prerequisites: ['CS101'],
    description: '线性表、树、图、查找与排序，配套上机实验。',
  },
  {
    code: 'CS301',
    name: '操作系统',
    credits: 30,
    teacher: '赵丽',
    place: '计算机楼-201',
    category: 'elective',
    capacity: 50,
    slots: [slot(5, 3, 4)],
    prerequisites: ['CS201'],
    description: '进程与线程、内存管理、文件系统。',
  },
  {
    code: 'GE105',
    name: '大学写作',
    credits: 20,
    teacher: '陈静',
    place: '文科楼-204',
    category: 'general',
    capacity: 3,
    slots: [slot(5, 5, 6)],
    prerequisites: [],
    description: '小班研讨，每周一篇习作，名额有限。',
  },
  {
    code: 'PE102',
    name: '体育（篮球）',
    credits: 10,
    teacher: '刘强',
    place: '体育馆',
    category: 'required',
    capacity: 30,
    slots: [slot(3, 7, 8)],
    prerequisites: [],
    description: '运球、传球、投篮与基本战术。',
  },
  {
    code: 'EL210',
    name: '西方音乐欣赏',
    credits: 20,
    teacher: '孙悦',
    place: '艺术楼-音乐厅',
    category: 'elective',
    capacity: 80,
    slots: [slot(4, 11, 12, 'all', [1, 8])],
    prerequisites: [],
    description: '从巴洛克到浪漫主义的名作赏析。',
  },
  {
    code: 'EN202',
    name: '大学英语（二）',
    credits: 25,
    teacher: '张敏',
    place: '外语楼-110',
    category: 'required',
    capacity: 35,
    slots: [slot(2, 1, 2)],
    prerequisites: [],
    description: '读写译综合训练（张敏班）。',
  },
  {
    code: 'EN202',
    name: '大学英语（二）',
    credits: 25,
    teacher: 'Emily Wang',
    place: '外语楼-112',
    category: 'required',
    capacity: 35,
    slots: [slot(5, 1, 2)],
    prerequisites: [],
    description: '读写译综合训练（外教班）。',
  },
];

/**
 * A demo site's selection, through the same services as the console and the pages, now in round 2:
 * preferences were booked in round 1 and drawn (a seed per course), the small writing class filled and
 * the demo student waits first in its line, and the demo student completed 程序设计基础 (CS101) and
 * 高等数学 (MA101) last year (three other students CS101), so 数据结构 is open to them and 操作系统 is not.
 */
export async function seedCourseDemo(siteDb: SiteDb): Promise<void> {
  const people = await siteDb.selectFrom('users').select(['id', 'username']).where('username', 'in', ['student', 'admin']).execute();
  const [student, admin] = ['student', 'admin'].map((name) => people.find((p) => p.username === name)?.id);
  if (!student || !admin) return;
  const crowd = await demoCrowd(siteDb, 12);
  const now = nowSeconds();
  const completed = [
    ...['CS101', 'MA101'].map((code) => ({ userId: student, code })),
    ...crowd.slice(0, 3).map((userId) => ({ userId, code: 'CS101' })),
  ];
  for (const { userId, code } of completed) {
    await siteDb
      .insertInto('course_completed', { id: newId(), user_id: userId, code, term_label: '2025-2026学年第二学期', created: now })
      .execute();
  }
  // Round 1 open while the preferences are booked; the term is then moved to its real times and drawn.
  const term = {
    name: '2026-2027学年第二学期',
    maxCredits: 250,
    opensAt: now - 10 * DAY,
    grabUntil: now + 7 * DAY,
    dropUntil: now + 14 * DAY,
    all: true,
    departments: [],
    classes: [],
    roles: [],
    people: [],
  };
  const { id: termId } = await saveTermSettings(siteDb, admin, undefined, { ...term, closesAt: now + HOUR, drawAt: now + 2 * HOUR });
  const items = new Map<string, string>();
  for (const offering of OFFERINGS) {
    const { id } = await saveOfferingSettings(siteDb, admin, undefined, { ...offering, termId });
    items.set(
      `${offering.code}:${offering.teacher}`,
      (await siteDb.selectFrom('course_offerings').select('item_id').where('id', '=', id).executeTakeFirstOrThrow()).item_id,
    );
  }
  const item = (code: string, teacher?: string) =>
    [...items].find(([key]) => key.startsWith(`${code}:`) && (!teacher || key.endsWith(teacher)))![1];
  const select = (itemId: string, userId: string, round: number) =>
    claimPlace(siteDb, { itemId, userId, requestId: `demo_${round}_${itemId}_${userId}` });
  for (const code of ['MA201', 'CS201']) await select(item(code), student, 1);
  for (const userId of crowd.slice(0, 10)) await select(item('MA201'), userId, 1);
  for (const userId of crowd.slice(0, 5)) await select(item('GE105'), userId, 1);
  for (const userId of crowd.slice(5, 9)) await select(item('EN202', '张敏'), userId, 1);

  await saveTermSettings(siteDb, admin, undefined, { ...term, id: termId, closesAt: now - 4 * DAY, drawAt: now - 3 * DAY });
  for (const [key, itemId] of items) await runDraw(siteDb, itemId, `demo-draw-${key}`);
  await select(item('GE105'), student, 2);
  await select(item('PE102'), crowd[10]!, 2);
}
