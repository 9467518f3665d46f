import type { TCard, TCardLine } from '../../contract';

/** A page of a card's transactions, newest first. */
export interface TLinePage {
  total: number;
  lines: TCardLine[];
}

/** What the card system answers a top-up: on the card now, or taken and still being posted (ask `topUpStatus`). */
export type TTopUpResult = 'credited' | 'pending';

/** A top-up the card system credited, as its daily statement lists it. */
export interface TStatementLine {
  requestNo: string;
  number: string;
  amountFen: number;
  at: number;
}

/**
 * The school's card system (一卡通) as the card area uses it, whoever runs it: the generic REST
 * connector a vendor implements, or the demo system of demo sites. A card is known by its number,
 * the holder's student or staff number (学工号).
 */
export interface TCardSystem {
  card(number: string): Promise<TCard>;
  /** Lines between `from` and `to` (Unix seconds, inclusive), newest first; `page` from 1. */
  transactions(number: string, range: { from: number; to: number; page: number; size: number }): Promise<TLinePage>;
  reportLoss(number: string): Promise<TCard>;
  undoLoss(number: string): Promise<TCard>;
  /** Idempotent by `requestNo` (our order number): asking again answers the first one's result, never a second credit. */
  topUp(number: string, requestNo: string, amountFen: number): Promise<TTopUpResult>;
  /** `unknown` when the card system never received it. */
  topUpStatus(requestNo: string): Promise<TTopUpResult | 'unknown'>;
  /** Top-ups credited on a Beijing day (`2026-05-01`), for reconciliation. */
  statement(day: string): Promise<TStatementLine[]>;
}
