import { preparedQuery } from '@quad/platform/server/db/prepared';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { refuse } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import type { LedgerAccountsTable, LedgerTransactionsTable } from './schema';

type TAccountKind = LedgerAccountsTable['kind'];

export const accountId = (kind: TAccountKind, owner: string) => `${kind}:${owner}`;
export const walletAccount = (userId: string) => accountId('wallet', userId);
export const incomeAccount = (app: string, ref: string) => accountId('income', `${app}:${ref}`);
export const clearingAccount = (provider: string) => accountId('clearing', provider);

export const BALANCE_TOO_LOW = '钱包余额不足';

export interface TPostingLine {
  account: string;
  /** Positive into the account, negative out of it. */
  amount: number;
}

export interface TTransactionInput {
  orderId: string;
  kind: LedgerTransactionsTable['kind'];
  memo: string;
  lines: TPostingLine[];
}

// Every payment runs these (thousands a second when a provider's notifications come in): prepared.
const addToBalance = preparedQuery((siteDb, v: { account: string; amount: number }) =>
  siteDb
    .updateTable('ledger_accounts')
    .set((eb) => ({ balance: eb('balance', '+', v.amount) }))
    .where('id', '=', v.account)
    .returning('balance'),
);
const takeFromWallet = preparedQuery((siteDb, v: { account: string; amount: number; least: number }) =>
  siteDb
    .updateTable('ledger_accounts')
    .set((eb) => ({ balance: eb('balance', '+', v.amount) }))
    .where('id', '=', v.account)
    .where('balance', '>=', v.least)
    .returning('balance'),
);
const addTransaction = preparedQuery((siteDb, v: { id: string; orderId: string; kind: string; memo: string; created: number }) =>
  siteDb.insertInto('ledger_transactions', {
    id: v.id,
    order_id: v.orderId,
    kind: v.kind as LedgerTransactionsTable['kind'],
    memo: v.memo,
    created: v.created,
  }),
);
const addPosting = preparedQuery(
  (siteDb, v: { id: string; transactionId: string; account: string; amount: number; balanceAfter: number; created: number }) =>
    siteDb.insertInto('ledger_postings', {
      id: v.id,
      transaction_id: v.transactionId,
      account_id: v.account,
      amount: v.amount,
      balance_after: v.balanceAfter,
      created: v.created,
    }),
);

/** The account's balance moved by the line's amount, a wallet never below zero: undefined when no row allowed it. */
function moveBalance(tx: SiteDb, line: TPostingLine) {
  const values = { account: line.account, amount: line.amount };
  if (line.amount < 0 && line.account.startsWith('wallet:')) return takeFromWallet.first(tx, { ...values, least: -line.amount });
  return addToBalance.first(tx, values);
}

async function ensureAccount(tx: SiteDb, id: string, now: number): Promise<void> {
  const split = id.indexOf(':');
  await tx
    .insertInto('ledger_accounts', { id, kind: id.slice(0, split) as TAccountKind, owner: id.slice(split + 1), balance: 0, created: now })
    .onConflict((oc) => oc.columns(['site_id', 'id']).doNothing())
    .execute();
}

/**
 * Writes one movement of money: its lines must sum to zero, and each account's balance moves with its
 * posting in the same transaction. A wallet never goes below zero: its update is conditional, so 50
 * parallel spends of the last 10 yuan leave exactly one through (`钱包余额不足` for the rest, nothing posted).
 */
export async function postTransaction(siteDb: SiteDb, input: TTransactionInput): Promise<string> {
  if (input.lines.reduce((sum, line) => sum + line.amount, 0) !== 0 || input.lines.some((l) => !Number.isSafeInteger(l.amount))) {
    throw new Error(`ledger: transaction of order ${input.orderId} does not balance`);
  }
  return siteDb.transaction(async (tx) => {
    const now = nowSeconds();
    const transactionId = newId();
    await addTransaction.run(tx, { id: transactionId, orderId: input.orderId, kind: input.kind, memo: input.memo, created: now });
    // Accounts in one order whoever posts, so two transactions on PostgreSQL never wait for each other's rows.
    for (const line of [...input.lines].sort((a, b) => (a.account < b.account ? -1 : 1))) {
      // Most accounts exist already: the insert is made only when the update found no row.
      let moved = await moveBalance(tx, line);
      if (!moved) {
        await ensureAccount(tx, line.account, now);
        moved = await moveBalance(tx, line);
      }
      if (!moved) throw refuse('ledger.balance', BALANCE_TOO_LOW);
      const posting = { id: newId(), transactionId, account: line.account, amount: line.amount, balanceAfter: Number(moved.balance), created: now };
      await addPosting.run(tx, posting);
    }
    return transactionId;
  });
}

export async function accountBalance(siteDb: SiteDb, id: string): Promise<number> {
  const row = await siteDb.selectFrom('ledger_accounts').select('balance').where('id', '=', id).executeTakeFirst();
  return row ? Number(row.balance) : 0;
}
