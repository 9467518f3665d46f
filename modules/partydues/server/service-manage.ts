import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import { likeContaining } from '@quad/platform/server/db/like';
import { pagedRows } from '@quad/platform/server/db/paging';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, invalid, notFound } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import type { TBranch, TManagedMember } from '../contract-manage';
import { rulesProblems, type TDuesRules, type TMemberCategory } from '../shared/rules';
import { parseMemberLines } from './member-lines';
import { monthlyOf, rulesOf } from './store';

/** Who acts, for the audit log. */
export interface TActor {
  userId: string;
  request: FastifyRequest;
}

const audit = (siteDb: SiteDb, who: TActor, action: string, targetId: string, change: { before?: unknown; after?: unknown }) =>
  recordAudit(siteDb, who.request, { actorId: who.userId, action: `partydues.${action}`, targetType: 'partydues', targetId, ...change });

export async function listBranches(siteDb: SiteDb): Promise<TBranch[]> {
  const [branches, secretaries, counts] = await Promise.all([
    siteDb.selectFrom('partydues_branches').select(['id', 'name']).orderBy('name').execute(),
    siteDb
      .selectFrom('partydues_secretaries')
      .innerJoin('users', (j) =>
        j.onRef('users.site_id', '=', 'partydues_secretaries.site_id').onRef('users.id', '=', 'partydues_secretaries.user_id'),
      )
      .select(['partydues_secretaries.branch_id', 'users.id', 'users.realname', 'users.username'])
      .orderBy('users.username')
      .execute(),
    siteDb
      .selectFrom('partydues_members')
      .select((eb) => ['branch_id', eb.fn.countAll<number>().as('n')])
      .where('active', '=', 1)
      .groupBy('branch_id')
      .execute(),
  ]);
  return branches.map((b) => ({
    id: b.id,
    name: b.name,
    secretaries: secretaries.filter((s) => s.branch_id === b.id).map((s) => ({ id: s.id, name: s.realname, number: s.username })),
    members: Number(counts.find((c) => c.branch_id === b.id)?.n ?? 0),
  }));
}

/** Saves a branch and its secretaries (by 学工号, each a person of this site); names are unique so imports can name branches. */
export async function saveBranch(
  siteDb: SiteDb,
  who: TActor,
  input: { id?: string; name: string; secretaries: string[] },
): Promise<{ id: string }> {
  if (!input.secretaries.length) throw invalid({ secretaries: '请指定至少一名支部书记' });
  const users = await siteDb.selectFrom('users').select(['id', 'username']).where('username', 'in', input.secretaries).execute();
  const missing = input.secretaries.filter((u) => !users.some((r) => r.username === u));
  if (missing.length) throw invalid({ secretaries: `学工号不存在：${missing.join('、')}` });
  const before = input.id
    ? await siteDb.selectFrom('partydues_branches').selectAll().where('id', '=', input.id).executeTakeFirst()
    : undefined;
  if (input.id && !before) throw notFound('党支部不存在');
  const clash = await siteDb.selectFrom('partydues_branches').select('id').where('name', '=', input.name).executeTakeFirst();
  if (clash && clash.id !== input.id) throw invalid({ name: '已有同名党支部' });
  const id = before?.id ?? newId();
  const now = nowSeconds();
  await siteDb.transaction(async (tx) => {
    if (before) await tx.updateTable('partydues_branches').set({ name: input.name, updated: now }).where('id', '=', id).execute();
    else await tx.insertInto('partydues_branches', { id, name: input.name, created: now, updated: now }).execute();
    await tx.deleteFrom('partydues_secretaries').where('branch_id', '=', id).execute();
    await tx
      .insertInto(
        'partydues_secretaries',
        users.map((u) => ({ branch_id: id, user_id: u.id })),
      )
      .execute();
    await audit(tx, who, before ? 'branch.update' : 'branch.create', id, {
      before: before && { name: before.name },
      after: { name: input.name, secretaries: input.secretaries },
    });
  });
  return { id };
}

export async function deleteBranch(siteDb: SiteDb, who: TActor, id: string): Promise<void> {
  const row = await siteDb.selectFrom('partydues_branches').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('党支部不存在');
  const member = await siteDb.selectFrom('partydues_members').select('user_id').where('branch_id', '=', id).executeTakeFirst();
  if (member) throw fail('该党支部仍有党员，请先将党员转到其他支部');
  await siteDb.transaction(async (tx) => {
    await tx.deleteFrom('partydues_secretaries').where('branch_id', '=', id).execute();
    await tx.deleteFrom('partydues_branches').where('id', '=', id).execute();
    await audit(tx, who, 'branch.delete', id, { before: { name: row.name } });
  });
}

export async function listMembers(
  siteDb: SiteDb,
  input: { page: number; size: number; branch?: string; category?: TMemberCategory; keyword?: string },
): Promise<{ total: number; list: TManagedMember[] }> {
  let base = siteDb
    .selectFrom('partydues_members')
    .innerJoin('users', (j) =>
      j.onRef('users.site_id', '=', 'partydues_members.site_id').onRef('users.id', '=', 'partydues_members.user_id'),
    )
    .leftJoin('partydues_branches', (j) =>
      j
        .onRef('partydues_branches.site_id', '=', 'partydues_members.site_id')
        .onRef('partydues_branches.id', '=', 'partydues_members.branch_id'),
    );
  if (input.branch) base = base.where('partydues_members.branch_id', '=', input.branch);
  if (input.category) base = base.where('partydues_members.category', '=', input.category);
  if (input.keyword) {
    const like = likeContaining(input.keyword);
    base = base.where((eb) => eb.or([eb('users.realname', 'like', like), eb('users.username', 'like', like)]));
  }
  const { rows, total } = await pagedRows(base, input, (q) =>
    q
      .selectAll('partydues_members')
      .select(['users.realname', 'users.username', 'partydues_branches.name as branch_name'])
      .orderBy('users.username'),
  );
  const { rules } = await rulesOf(siteDb);
  const ids = rows.map((r) => r.user_id);
  const latest = ids.length
    ? await siteDb
        .selectFrom('partydues_paid')
        .select((eb) => ['user_id', eb.fn.max('month').as('month')])
        .where('user_id', 'in', ids)
        .groupBy('user_id')
        .execute()
    : [];
  return {
    total,
    list: rows.map((r) => ({
      userId: r.user_id,
      name: r.realname,
      number: r.username,
      branchId: r.branch_id,
      branchName: r.branch_name ?? '',
      category: r.category,
      incomeFen: Number(r.income),
      overrideFen: Number(r.override),
      monthlyFen: monthlyOf(rules, r),
      startMonth: r.start_month,
      active: r.active === 1,
      paidThrough: String(latest.find((l) => l.user_id === r.user_id)?.month ?? ''),
    })),
  };
}

export interface TMemberInput {
  number: string;
  branch: string;
  category: TMemberCategory;
  incomeFen: number;
  overrideFen: number;
  startMonth: string;
  active: boolean;
}

export async function saveMember(siteDb: SiteDb, who: TActor, input: TMemberInput): Promise<void> {
  const user = await siteDb.selectFrom('users').select('id').where('username', '=', input.number).executeTakeFirst();
  if (!user) throw invalid({ number: '学工号不存在' });
  const branch = await siteDb.selectFrom('partydues_branches').select('id').where('id', '=', input.branch).executeTakeFirst();
  if (!branch) throw notFound('党支部不存在');
  const before = await siteDb.selectFrom('partydues_members').selectAll().where('user_id', '=', user.id).executeTakeFirst();
  const values = {
    branch_id: branch.id,
    category: input.category,
    income: input.incomeFen,
    override: input.overrideFen,
    start_month: input.startMonth,
    active: input.active ? 1 : 0,
    updated: nowSeconds(),
  };
  await siteDb.transaction(async (tx) => {
    if (before) await tx.updateTable('partydues_members').set(values).where('user_id', '=', user.id).execute();
    else await tx.insertInto('partydues_members', { user_id: user.id, ...values }).execute();
    await audit(tx, who, before ? 'member.update' : 'member.create', user.id, { before, after: values });
  });
}

/** Imports the pasted roll all or nothing: new members start at `startMonth`, those on the roll keep theirs. */
export async function importMembers(
  siteDb: SiteDb,
  who: TActor,
  text: string,
  startMonth: string,
): Promise<{ added: number; updated: number }> {
  const lines = await parseMemberLines(siteDb, text);
  const now = nowSeconds();
  let added = 0;
  await siteDb.transaction(async (tx) => {
    const existing = new Set((await tx.selectFrom('partydues_members').select('user_id').execute()).map((r) => r.user_id));
    for (const line of lines) {
      const values = { branch_id: line.branchId, category: line.category, income: line.incomeFen, updated: now };
      if (existing.has(line.userId)) await tx.updateTable('partydues_members').set(values).where('user_id', '=', line.userId).execute();
      else {
        added++;
        await tx
          .insertInto('partydues_members', { user_id: line.userId, ...values, override: 0, start_month: startMonth, active: 1 })
          .execute();
      }
    }
    await audit(tx, who, 'member.import', '', { after: { lines: lines.length, added, startMonth } });
  });
  return { added, updated: lines.length - added };
}

export async function saveRules(siteDb: SiteDb, who: TActor, rules: TDuesRules): Promise<void> {
  const problems = rulesProblems(rules);
  if (problems.length) throw fail(problems[0]!);
  const before = await rulesOf(siteDb);
  const row = { rules: JSON.stringify(rules), updated_by: who.userId, updated: nowSeconds() };
  await siteDb.transaction(async (tx) => {
    await tx
      .insertInto('partydues_rules', row)
      .onConflict((oc) => oc.column('site_id').doUpdateSet(row))
      .execute();
    await audit(tx, who, 'rules.update', '', { before: before.rules, after: rules });
  });
}
