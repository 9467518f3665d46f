import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { loadDatasetRows, type TDatasetKind } from '@quad/datasets-engine/server';
import { budgetsKind, expensesKind, salaryKind } from './kinds';

/** A demo staff member: the account, its department's name, and a pay level that sets the amounts. */
interface TDemoStaff {
  username: string;
  realname: string;
  department: string;
  level: number;
}

/** [项目, 类别, yuan at level 1]: a Chinese university's usual pay slip. */
const PAY_ITEMS: [string, '应发' | '扣发', number][] = [
  ['岗位工资', '应发', 3200],
  ['薪级工资', '应发', 2450],
  ['绩效工资', '应发', 4860.5],
  ['津贴补贴', '应发', 1200],
  ['交通补贴', '应发', 300],
  ['住房公积金', '扣发', 1480],
  ['养老保险', '扣发', 986.4],
  ['职业年金', '扣发', 493.2],
  ['医疗保险', '扣发', 246.6],
  ['个人所得税', '扣发', 312.75],
];

/** Yuan with two decimals as a file writes them. */
const yuan = (amount: number) => amount.toFixed(2);

/** The last twelve months before now, oldest first (YYYY-MM). */
function lastTwelveMonths(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 12 + i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

function salaryRows(staff: TDemoStaff) {
  return lastTwelveMonths().flatMap((month, m) =>
    PAY_ITEMS.map(([item, category, base]) => {
      // Performance pay moves with the month; December carries the year-end bonus.
      const bonus = item === '绩效工资' && month.endsWith('-12') ? 6000 : 0;
      const swing = item === '绩效工资' ? (m % 3) * 150 : 0;
      return {
        staffNo: staff.username,
        name: staff.realname,
        department: staff.department,
        month,
        category,
        item,
        amount: yuan(base * staff.level + swing + bonus),
        payDate: `${month}-15`,
        note: bonus ? '含年终绩效' : '',
      };
    }),
  );
}

function projectRows(staff: TDemoStaff, siteId: string, year: number) {
  const prefix = `${siteId.toUpperCase()}-${staff.username.toUpperCase()}`;
  const base = { leaderNo: staff.username, leader: staff.realname, department: staff.department, year };
  return [
    { ...base, code: `${prefix}-KY01`, title: '校级科研启动项目', category: '科研', budget: '200000.00', spent: '86450.30', committed: '12000.00', start: `${year}-01-01`, end: `${year + 2}-12-31` },
    { ...base, code: `${prefix}-JX02`, title: '课程思政示范课程建设', category: '教学', budget: '30000.00', spent: '25120.00', committed: '', start: `${year}-03-01`, end: `${year}-12-31` },
    { ...base, code: `${prefix}-XZ03`, title: '学术会议专项经费', category: '行政', budget: '15000.00', spent: '15600.00', committed: '', start: `${year}-05-01`, end: `${year}-11-30` },
  ];
}

/** Expense records adding up to each project's 已支出 (the last one takes what is left). */
function expenseRows(projects: ReturnType<typeof projectRows>) {
  const summaries = ['购置实验耗材', '差旅费报销', '图书资料费', '专家咨询费', '会议注册费', '打印复印费', '设备维修费', '劳务费发放'];
  return projects.flatMap((project, p) => {
    const count = 6 + p * 3;
    const spentCents = Math.round(Number(project.spent) * 100);
    const share = Math.floor(spentCents / count);
    return Array.from({ length: count }, (_, i) => ({
      code: project.code,
      leaderNo: project.leaderNo,
      date: `${project.year}-${String(1 + ((i + p) % 10)).padStart(2, '0')}-${String(3 + i).padStart(2, '0')}`,
      summary: summaries[(i + p) % summaries.length],
      amount: ((i === count - 1 ? spentCents - share * (count - 1) : share) / 100).toFixed(2),
      voucher: `PZ${project.year}${String(p + 1)}${String(i + 1).padStart(3, '0')}`,
      handler: i % 2 ? '财务处王会计' : project.leader,
    }));
  });
}

async function load(siteDb: SiteDb, kind: TDatasetKind, rows: Record<string, unknown>[], by: string): Promise<void> {
  const result = await loadDatasetRows(siteDb, kind, rows, { source: 'upload', by });
  if (!result.ok) throw new Error(`finance demo ${kind.id}: ${result.message}`);
}

/**
 * `teacher` and `admin` on each demo site get a year of pay slips and three projects with expenses, as
 * the personnel and finance offices' first uploads would; students have none.
 */
export async function seedFinanceDemo(siteDb: SiteDb, site: TSite): Promise<void> {
  const people = await siteDb
    .selectFrom('users')
    .leftJoin('departments', (j) => j.onRef('departments.site_id', '=', 'users.site_id').onRef('departments.id', '=', 'users.dept_id'))
    .select(['users.id', 'users.username', 'users.realname', 'departments.name as department'])
    .where('users.username', 'in', ['teacher', 'admin'])
    .execute();
  const staff: TDemoStaff[] = people.map((p) => ({ username: p.username, realname: p.realname, department: p.department ?? '', level: p.username === 'teacher' ? 1.2 : 1 }));
  const by = people.find((p) => p.username === 'admin')?.id ?? '';
  const year = new Date().getUTCFullYear();
  const projects = staff.flatMap((s) => projectRows(s, site.id, year));
  // As the offices would upload them: each kind a whole first version.
  await load(siteDb, salaryKind, staff.flatMap(salaryRows), by);
  await load(siteDb, budgetsKind, projects, by);
  await load(siteDb, expensesKind, expenseRows(projects), by);
}
