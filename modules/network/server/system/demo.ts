import type { SiteDb } from '@quad/platform/server/db/site-db';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import type { TNetworkAccount } from '../../contract';
import type { NetworkDemoAccountsTable, NetworkDemoChargesTable, NetworkDemoSessionsTable } from '../schema';
import { SchoolSystemError } from '@quad/platform/server/connectors/school-system';
import { beijingDayRange } from '@quad/ledger-engine/server';
import type { TNetworkSystem } from './network-system';

/** A demo account as its holder first sees it: ¥12.50 after these lines (fen, days ago), on the ¥30 monthly plan. */
const PLAN = { name: '学生包月（不限流量）', monthlyFeeFen: 3000 };
const OPENING_FEN = 1250;
const RECENT: { kind: string; amountFen: number; daysAgo: number }[] = [
  { kind: '月租', amountFen: -3000, daysAgo: 2 },
  { kind: '充值', amountFen: 5000, daysAgo: 20 },
  { kind: '月租', amountFen: -3000, daysAgo: 32 },
  { kind: '月租', amountFen: -3000, daysAgo: 62 },
];
const DEVICES = [
  { device: '手机 (Android)', ip: '10.20.31.45', mac: '3C:2E:F9:11:A2:07', hoursAgo: 5, bytesIn: 812_000_000, bytesOut: 64_000_000 },
  {
    device: '笔记本电脑 (Windows)',
    ip: '10.20.31.46',
    mac: 'A4:5E:60:C8:19:3B',
    hoursAgo: 28,
    bytesIn: 2_310_000_000,
    bytesOut: 305_000_000,
  },
];
/** Only the demo's people are opened at seeding; anyone else is opened on first look. */
const SEEDED_PEOPLE = 50;

const toAccount = (r: NetworkDemoAccountsTable): TNetworkAccount => ({
  username: r.username,
  holder: r.holder,
  balanceFen: Number(r.balance),
  plan: { name: r.plan_name, monthlyFeeFen: Number(r.monthly_fee) },
  status: r.status,
  usedMb: Number(r.used_mb),
});

/**
 * The offline billing system of demo sites (never in production): accounts in the area's own
 * tables, one per person of the site with a student or staff number, opened with a few months of
 * fees and two devices online. It keeps no password: the demo takes a new one and forgets it.
 */
export function demoNetworkSystem(siteDb: SiteDb): TNetworkSystem {
  const find = (username: string) =>
    siteDb.selectFrom('network_demo_accounts').selectAll().where('username', '=', username).executeTakeFirst();
  const row = async (username: string) => (await find(username)) ?? (await openDemoAccount(siteDb, username));

  return {
    account: async (username) => toAccount(await row(username)),
    async charges(username, page, size) {
      await row(username);
      const mine = siteDb.selectFrom('network_demo_charges').where('username', '=', username);
      const { total } = await mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await mine
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute();
      return {
        total: Number(total),
        lines: rows.map((r) => ({ id: r.id, at: Number(r.at), amountFen: Number(r.amount), balanceFen: Number(r.balance), kind: r.kind })),
      };
    },
    async topUp(requestNo, username, amountFen) {
      const account = await row(username);
      if (account.status === 'disabled') throw new SchoolSystemError('refused', '上网账号已停用，请到网络中心办理');
      // The line's id is the request number: a repeat inserts nothing and credits nothing. The balance
      // moves by an update (which holds the account's row), then the line takes the balance after it.
      await siteDb.transaction(async (tx) => {
        const line = { id: requestNo, username, at: nowSeconds(), amount: amountFen, balance: 0, kind: '充值' };
        const made = await tx
          .insertInto('network_demo_charges', line)
          .onConflict((oc) => oc.columns(['site_id', 'id']).doNothing())
          .executeTakeFirst();
        if (Number(made.numInsertedOrUpdatedRows) === 0) return;
        await tx
          .updateTable('network_demo_accounts')
          .set((eb) => ({ balance: eb('balance', '+', amountFen) }))
          .where('username', '=', username)
          .execute();
        const after = await tx
          .selectFrom('network_demo_accounts')
          .select('balance')
          .where('username', '=', username)
          .executeTakeFirstOrThrow();
        // Topping up an account in arrears back to zero or more puts it online again, as billing systems do.
        if (Number(after.balance) >= 0)
          await tx
            .updateTable('network_demo_accounts')
            .set({ status: 'normal' })
            .where('username', '=', username)
            .where('status', '=', 'arrears')
            .execute();
        await tx
          .updateTable('network_demo_charges')
          .set({ balance: Number(after.balance) })
          .where('id', '=', requestNo)
          .execute();
      });
    },
    async topUpStatus(requestNo) {
      const line = await siteDb.selectFrom('network_demo_charges').select('id').where('id', '=', requestNo).executeTakeFirst();
      return line ? 'credited' : 'unknown';
    },
    setPassword: async (username) => void (await row(username)),
    async sessions(username) {
      await row(username);
      const rows = await siteDb
        .selectFrom('network_demo_sessions')
        .selectAll()
        .where('username', '=', username)
        .orderBy('since', 'desc')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        ip: r.ip,
        mac: r.mac,
        device: r.device,
        since: Number(r.since),
        bytesIn: Number(r.bytes_in),
        bytesOut: Number(r.bytes_out),
      }));
    },
    async logout(username, id) {
      const gone = await siteDb
        .deleteFrom('network_demo_sessions')
        .where('username', '=', username)
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) throw new SchoolSystemError('refused', '该设备不在线');
    },
    async statement(day) {
      const from = beijingDayRange(day).from;
      const rows = await siteDb
        .selectFrom('network_demo_charges')
        .selectAll()
        .where('kind', '=', '充值')
        .where('at', '>=', from)
        .where('at', '<', from + 86_400)
        .execute();
      // The opening lines are the demo's history, not top-ups anyone sent: only request numbers are statement lines.
      return rows
        .filter((r) => !r.id.startsWith('demo-'))
        .map((r) => ({ requestNo: r.id, username: r.username, amountFen: Number(r.amount), at: Number(r.at) }));
    },
  };
}

/** Opens the demo account of a person of the site (their student or staff number), with its history and devices. */
export async function openDemoAccount(siteDb: SiteDb, username: string): Promise<NetworkDemoAccountsTable> {
  const person = username
    ? await siteDb.selectFrom('users').select('realname').where('number', '=', username).executeTakeFirst()
    : undefined;
  if (!person) throw new SchoolSystemError('refused', '上网账号不存在');
  const now = nowSeconds();
  let balance = OPENING_FEN;
  const charges: Omit<NetworkDemoChargesTable, 'site_id'>[] = RECENT.map((l) => {
    const line = { id: `demo-${newId()}`, username, at: now - l.daysAgo * 86_400, amount: l.amountFen, balance, kind: l.kind };
    balance -= l.amountFen;
    return line;
  });
  const sessions: Omit<NetworkDemoSessionsTable, 'site_id'>[] = DEVICES.map((d) => ({
    id: newId(),
    username,
    ip: d.ip,
    mac: d.mac,
    device: d.device,
    since: now - d.hoursAgo * 3600,
    bytes_in: d.bytesIn,
    bytes_out: d.bytesOut,
  }));
  // Two first looks at once make one account: the second insert does nothing and reads the first.
  await siteDb.transaction(async (tx) => {
    const made = await tx
      .insertInto('network_demo_accounts', {
        username,
        holder: person.realname,
        balance: OPENING_FEN,
        plan_name: PLAN.name,
        monthly_fee: PLAN.monthlyFeeFen,
        status: 'normal',
        used_mb: 3276,
      })
      .onConflict((oc) => oc.columns(['site_id', 'username']).doNothing())
      .executeTakeFirst();
    if (Number(made.numInsertedOrUpdatedRows) === 0) return;
    for (const line of charges) await tx.insertInto('network_demo_charges', line).execute();
    for (const session of sessions) await tx.insertInto('network_demo_sessions', session).execute();
  });
  return await siteDb.selectFrom('network_demo_accounts').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
}

/** The demo seed: the site's people with a student or staff number get their accounts at once. */
export async function seedNetworkDemo(siteDb: SiteDb): Promise<void> {
  const people = await siteDb
    .selectFrom('users')
    .select('number')
    .where('number', '!=', '')
    .orderBy('number')
    .limit(SEEDED_PEOPLE)
    .execute();
  for (const { number } of people)
    if (!(await siteDb.selectFrom('network_demo_accounts').select('username').where('username', '=', number).executeTakeFirst()))
      await openDemoAccount(siteDb, number);
}
