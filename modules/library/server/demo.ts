import type { SiteDb } from '@quad/platform/server/db/site-db';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { loadDatasetRows, type TDatasetKind } from '@quad/datasets-engine/server';
import { addDays, todayOf } from './dates';
import { collectionKind, historyKind, loansKind, reservationsKind } from './kinds';

/** Books a campus library lends: title, author, call number (中图法). */
const BOOKS: [string, string, string][] = [
  ['深入理解计算机系统', 'Randal E. Bryant', 'TP303/B915'],
  ['算法导论', 'Thomas H. Cormen', 'TP301.6/C818'],
  ['数据结构（C语言版）', '严蔚敏', 'TP311.12/Y196'],
  ['高等数学（第七版）上册', '同济大学数学系', 'O13/T663'],
  ['线性代数', '同济大学数学系', 'O151.2/T663'],
  ['概率论与数理统计', '盛骤', 'O21/S397'],
  ['大学物理学', '张三慧', 'O4/Z124'],
  ['经济学原理', 'N. Gregory Mankiw', 'F0/M315'],
  ['国富论', '亚当·斯密', 'F091.33/S643'],
  ['红楼梦', '曹雪芹', 'I242.4/C262'],
  ['平凡的世界', '路遥', 'I247.57/L875'],
  ['活着', '余华', 'I247.57/Y792'],
  ['围城', '钱锺书', 'I246.5/Q512'],
  ['百年孤独', '加西亚·马尔克斯', 'I775.45/M202'],
  ['乡土中国', '费孝通', 'C912.82/F415'],
  ['万历十五年', '黄仁宇', 'K248.3/H732'],
  ['人类简史', '尤瓦尔·赫拉利', 'K02/H287'],
  ['时间简史', '史蒂芬·霍金', 'P159/H511'],
  ['自私的基因', '理查德·道金斯', 'Q343.1/D247'],
  ['设计心理学', '唐纳德·诺曼', 'TB47/N786'],
  ['Python编程：从入门到实践', 'Eric Matthes', 'TP311.561/M435'],
  ['机器学习', '周志华', 'TP181/Z780'],
  ['计算机网络：自顶向下方法', 'James F. Kurose', 'TP393/K966'],
  ['操作系统概念', 'Abraham Silberschatz', 'TP316/S582'],
  ['数据库系统概念', 'Abraham Silberschatz', 'TP311.13/S582'],
  ['大学英语四级词汇', '新东方', 'H313.1/X634'],
  ['中国近现代史纲要', '本书编写组', 'K25/Z654'],
  ['心理学与生活', '理查德·格里格', 'B84/G838'],
  ['明朝那些事儿', '当年明月', 'K248.09/D138'],
  ['三体', '刘慈欣', 'I247.55/L631'],
];
const PLACES = ['中文图书借阅室（二楼）', '自然科学借阅室（三楼）', '社会科学借阅室（四楼）', '外文借阅室（五楼）'];

type TReader = { username: string; index: number };

/** Loans: one overdue, one due in 2 days, and a few due later (one renewed to the limit, one that may not be renewed). */
function loansOf({ username, index }: TReader, today: string) {
  const book = (n: number) => BOOKS[(index * 7 + n) % BOOKS.length]!;
  const loan = (n: number, dueIn: number, extra: { renewCount?: number; renewable?: '是' | '否' } = {}) => {
    const [title, author, callNumber] = book(n);
    return {
      reader: username,
      barcode: `C${String(100000 + index * 10 + n)}`,
      title,
      author,
      callNumber,
      location: PLACES[n % PLACES.length],
      borrowDate: addDays(today, dueIn - 30),
      dueDate: addDays(today, dueIn),
      renewCount: extra.renewCount ?? 0,
      renewable: extra.renewable ?? '是',
    };
  };
  return [loan(0, -4), loan(1, 2), loan(2, 12), loan(3, 20, { renewCount: 2 }), loan(4, 26, { renewable: '否' })].slice(
    0,
    index === 0 ? 5 : 3 + (index % 3),
  );
}

/** Returned loans: two dozen for the demo student (enough to page), fewer for the rest. */
function historyOf({ username, index }: TReader, today: string) {
  return Array.from({ length: index === 0 ? 24 : 4 + (index % 5) }, (_, n) => {
    const [title, author, callNumber] = BOOKS[(index * 3 + n + 10) % BOOKS.length]!;
    const returned = addDays(today, -10 - n * 9);
    return {
      reader: username,
      barcode: `H${String(200000 + index * 100 + n)}`,
      title,
      author,
      callNumber,
      borrowDate: addDays(returned, -20 - (n % 3) * 5),
      returnDate: returned,
    };
  });
}

function collectionOf({ username, index }: TReader, today: string) {
  return Array.from({ length: 3 + (index % 4) }, (_, n) => {
    const [title, author, callNumber] = BOOKS[(index * 5 + n + 17) % BOOKS.length]!;
    return {
      reader: username,
      title,
      author,
      callNumber,
      isbn: `97875${String(10000000 + index * 37 + n * 101).slice(0, 8)}`,
      savedAt: addDays(today, -5 - n * 11),
      shelfStatus: n % 3 === 1 ? '已借出' : '在架',
      location: PLACES[n % PLACES.length],
    };
  });
}

/** One to collect (deadline in 3 days), one waiting, one that expired. */
function reservationsOf({ username, index }: TReader, today: string) {
  const book = (n: number) => BOOKS[(index * 11 + n + 5) % BOOKS.length]!;
  const hold = (n: number, status: '到馆待取' | '等待中' | '已过期' | '已取消', reservedAgo: number, deadlineIn?: number) => {
    const [title, author, callNumber] = book(n);
    return {
      reader: username,
      title,
      author,
      callNumber,
      reservedDate: addDays(today, -reservedAgo),
      status,
      pickupPlace: '总服务台（一楼）',
      pickupDeadline: deadlineIn === undefined ? undefined : addDays(today, deadlineIn),
    };
  };
  return [hold(0, '到馆待取', 6, 3), hold(1, '等待中', 2), hold(2, '已过期', 40, -25)].slice(0, index % 4 === 3 ? 2 : 3);
}

async function load(siteDb: SiteDb, kind: TDatasetKind, rows: Record<string, unknown>[], by: string) {
  const result = await loadDatasetRows(siteDb, kind, rows, { source: 'upload', by });
  if (!result.ok) throw new Error(`library demo ${kind.id}: ${result.message} ${JSON.stringify(result.errors.slice(0, 3))}`);
}

/**
 * The demo site's library: loans, history, collection and reservations for the demo student and
 * teacher and the generated students, loaded as the engine's first versions, and renewal open through
 * the built-in demo library (no address set).
 */
export async function seedLibraryDemo(siteDb: SiteDb, site: TSite): Promise<void> {
  const today = todayOf(site.settings.timeZone, nowSeconds());
  const people = await siteDb
    .selectFrom('users')
    .select(['username', 'type'])
    .where('type', 'in', ['student', 'teacher'])
    .orderBy('username')
    .execute();
  const readers: TReader[] = [
    ...['student', 'teacher'].filter((u) => people.some((p) => p.username === u)),
    ...people.map((p) => p.username).filter((u) => u !== 'student' && u !== 'teacher'),
  ].map((username, index) => ({ username, index }));
  const admin = await siteDb.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  const by = admin?.id ?? '';
  await load(
    siteDb,
    loansKind,
    readers.flatMap((r) => loansOf(r, today)),
    by,
  );
  await load(
    siteDb,
    historyKind,
    readers.flatMap((r) => historyOf(r, today)),
    by,
  );
  await load(
    siteDb,
    collectionKind,
    readers.flatMap((r) => collectionOf(r, today)),
    by,
  );
  await load(
    siteDb,
    reservationsKind,
    readers.flatMap((r) => reservationsOf(r, today)),
    by,
  );
  await siteDb
    .insertInto('library_settings', { base_url: '', token: '', renew_enabled: 1, max_renewals: 2, updated: nowSeconds(), updated_by: by })
    .onConflict((oc) => oc.column('site_id').doNothing())
    .execute();
}
