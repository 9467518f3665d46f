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

/** The account's balance moved by the line's amount, a wallet never below zero: undefined when no row allowed it. */
function moveBalance(tx: SiteDb, line: TPostingLine) {
  let update = tx
    .updateTable('ledger_accounts')
    .set((eb) => ({ balance: eb('balance', '+', line.amount) }))
    .where('id', '=', line.account);
  if (line.amount < 0 && line.account.startsWith('wallet:')) update = update.where('balance', '>=', -line.amount);
  return update.returning('balance').executeTakeFirst();
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
    await tx
      .insertInto('ledger_transactions', { id: transactionId, order_id: input.orderId, kind: input.kind, memo: input.memo, created: now })
      .execute();
    const postings = [];
    // Accounts in one order whoever posts, so two transactions on PostgreSQL never wait for each other's rows.
    for (const line of [...input.lines].sort((a, b) => (a.account < b.account ? -1 : 1))) {
      // Most accounts exist already: the insert is made only when the update found no row.
      let moved = await moveBalance(tx, line);
      if (!moved) {
        await ensureAccount(tx, line.account, now);
        moved = await moveBalance(tx, line);
      }
      if (!moved) throw refuse('ledger.balance', BALANCE_TOO_LOW);
      postings.push({
        id: newId(),
        transaction_id: transactionId,
        account_id: line.account,
        amount: line.amount,
        balance_after: Number(moved.balance),
        created: now,
      });
    }
    await tx.insertInto('ledger_postings', postings).execute();
    return transactionId;
  });
}

export async function accountBalance(siteDb: SiteDb, id: string): Promise<number> {
  const row = await siteDb.selectFrom('ledger_accounts').select('balance').where('id', '=', id).executeTakeFirst();
  return row ? Number(row.balance) : 0;
}
