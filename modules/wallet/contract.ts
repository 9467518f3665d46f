import { z } from 'zod';
import { signedIn } from '@quad/contracts/call';
import { recordId } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { PAY_ANSWER, payFields, topUpOfferFields, ZOrder, ZOrderEvent, ZWalletRecord } from '@quad/ledger-engine/contract';

/** The most a wallet takes in one top-up, and the amounts offered as buttons (fen). */
export const MAX_TOPUP_FEN = 100_000;
export const TOPUP_CHOICES_FEN = [1000, 2000, 5000, 10000, 20000, 50000] as const;

export const walletSummary = signedIn.getOrPost('/wallet/api/summary', '我的钱包：余额与可用的充值方式', {
  output: z.object({ balanceFen: z.number(), ...topUpOfferFields }),
});

export const walletRecordList = signedIn.getOrPost('/wallet/api/records', '钱包明细：充值、消费、退款（新的在前，带每笔后的余额）', {
  input: pagedInput({ kind: z.enum(['topup', 'spend', 'refund']).optional().describe('类别') }),
  output: pageOf(ZWalletRecord),
});

export const walletRecordDetail = signedIn
  .about(recordId('明细'))
  .getOrPost('/wallet/api/record', '钱包明细详情：金额、余额与对应订单的经过', {
    output: z.object({ record: ZWalletRecord, order: ZOrder, events: z.array(ZOrderEvent) }),
  });

export const topUpWallet = signedIn.post('/wallet/api/topup', '钱包充值：下单并转到支付渠道（同一请求号只下一笔订单）', {
  encoding: 'json',
  input: z.object(payFields('充值金额', MAX_TOPUP_FEN, '单次充值不能超过1000元')),
  // A top-up asks for no record by more than its id (no 10004); inside WeChat it may need the payer's openid first.
  output: PAY_ANSWER.output,
  errors: [1],
  reasons: PAY_ANSWER.reasons,
});
