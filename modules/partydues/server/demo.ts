import type { SiteDb } from '@quad/platform/server/db/site-db';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { addMonths, DEFAULT_RULES, monthlyDues, monthsBetween, type TMemberCategory } from '../shared/rules';
import { thisMonth } from './store';

/** The demo roll by username: branch, category, income (fen), months on the roll, months paid of them. */
const DEMO_MEMBERS: { username: string; branch: 0 | 1; category: TMemberCategory; income: number; since: number; paid: number }[] = [
  { username: 'student', branch: 0, category: 'student', income: 0, since: 8, paid: 5 },
  { username: '2024010002', branch: 0, category: 'student', income: 0, since: 8, paid: 8 },
  { username: 'teacher', branch: 1, category: 'employed', income: 850_000, since: 12, paid: 9 },
];

/**
 * Two branches, the teacher as secretary of both (so the demo shows 支部党费统计), and the demo's
 * student and teacher on the roll with some months paid. Months paid here were paid offline (no
 * ledger order): the record shows them without a receipt link.
 */
export async function seedPartyduesDemo(siteDb: SiteDb, site: TSite): Promise<void> {
  const now = nowSeconds();
  const month = thisMonth(site);
  const users = new Map(
    (
      await siteDb
        .selectFrom('users')
        .select(['id', 'username'])
        .where('username', 'in', ['teacher', ...DEMO_MEMBERS.map((m) => m.username)])
        .execute()
    ).map((u) => [u.username, u.id]),
  );
  const branches = ['学生第一党支部', '机关教工党支部'].map((name) => ({ id: newId(), name, created: now, updated: now }));
  await siteDb.insertInto('partydues_branches', branches).execute();
  const secretary = users.get('teacher');
  if (secretary)
    await siteDb
      .insertInto(
        'partydues_secretaries',
        branches.map((b) => ({ branch_id: b.id, user_id: secretary })),
      )
      .execute();
  for (const m of DEMO_MEMBERS) {
    const userId = users.get(m.username);
    if (!userId) continue;
    const start = addMonths(month, 1 - m.since);
    await siteDb
      .insertInto('partydues_members', {
        user_id: userId,
        branch_id: branches[m.branch]!.id,
        category: m.category,
        income: m.income,
        override: 0,
        start_month: start,
        active: 1,
        updated: now,
      })
      .execute();
    const amount = monthlyDues(DEFAULT_RULES, { category: m.category, incomeFen: m.income, overrideFen: 0 });
    const paid = monthsBetween(start, addMonths(start, m.paid - 1));
    if (paid.length)
      await siteDb
        .insertInto(
          'partydues_paid',
          paid.map((p, i) => ({ user_id: userId, month: p, amount, order_id: '', paid_at: now - (paid.length - i) * 30 * 86_400 })),
        )
        .execute();
  }
}
