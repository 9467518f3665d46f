import type { TCharge, TNetworkAccount, TSession } from '../../contract';

/** A top-up the billing system credited, as its daily statement lists it. */
export interface TStatementLine {
  requestNo: string;
  username: string;
  amountFen: number;
  at: number;
}

/**
 * The school's network billing system (校园网计费系统) as this area uses it, whoever runs it: the
 * REST connector a vendor implements (rest-connector.ts), or the demo system of demo sites. An
 * account is known by its username, the holder's student or staff number (学工号).
 */
export interface TNetworkSystem {
  account(username: string): Promise<TNetworkAccount>;
  /** The account's charges, newest first; `page` from 1. */
  charges(username: string, page: number, size: number): Promise<{ total: number; lines: TCharge[] }>;
  /** Idempotent by `requestNo` (our order number): asking again credits nothing more. */
  topUp(requestNo: string, username: string, amountFen: number): Promise<void>;
  /** `unknown` when the system never received it. */
  topUpStatus(requestNo: string): Promise<'credited' | 'unknown'>;
  setPassword(username: string, password: string): Promise<void>;
  sessions(username: string): Promise<TSession[]>;
  /** Only the account's own session: another account's id is refused. */
  logout(username: string, sessionId: string): Promise<void>;
  /** Top-ups credited on a Beijing day (`2026-05-01`), for reconciliation. */
  statement(day: string): Promise<TStatementLine[]>;
}
