import { z } from 'zod';
import { callsFor, signedIn } from '@quad/contracts/call';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { listOf } from '@quad/contracts/shapes';
import { DELIVERY_RECONCILE, PAY_ANSWER, payFields, topUpOfferFields } from '@quad/ledger-engine/contract';

/** The most one top-up puts on a network account, and the amounts offered as buttons (fen). */
export const MAX_NETWORK_TOPUP_FEN = 50_000;
export const NETWORK_TOPUP_CHOICES_FEN = [1000, 2000, 5000, 10000] as const;

/** The network login password's rules (the billing system's, not the portal's): 8–32 letters and digits, both present. */
export const NETWORK_PASSWORD_MIN = 8;
export const NETWORK_PASSWORD_MAX = 32;

/** An account's state in the billing system: usable, in arrears (欠费: offline until topped up), or disabled by the network centre (停用). */
export const ZAccountStatus = z.enum(['normal', 'arrears', 'disabled']);
export type TAccountStatus = z.infer<typeof ZAccountStatus>;

export const ZNetworkAccount = z.object({
  username: z.string(),
  holder: z.string(),
  balanceFen: z.number(),
  plan: z.object({ name: z.string(), monthlyFeeFen: z.number() }),
  status: ZAccountStatus,
  /** This month's traffic. */
  usedMb: z.number(),
  expiresAt: z.number().optional(),
});
export type TNetworkAccount = z.infer<typeof ZNetworkAccount>;

/** One line of the account's charges: `amountFen` positive for a top-up, negative for a monthly fee. */
export const ZCharge = z.object({ id: z.string(), at: z.number(), amountFen: z.number(), balanceFen: z.number(), kind: z.string() });
export type TCharge = z.infer<typeof ZCharge>;

/** A device online on the account. */
export const ZSession = z.object({
  id: z.string(),
  ip: z.string(),
  mac: z.string(),
  device: z.string(),
  since: z.number(),
  bytesIn: z.number(),
  bytesOut: z.number(),
});
export type TSession = z.infer<typeof ZSession>;

/** A Quad top-up: `pending` paid and being posted (到账中), `credited` (已到账), `failed` given up and refunded whole. */
export const ZTopUpState = z.enum(['pending', 'credited', 'failed']);
export type TTopUpState = z.infer<typeof ZTopUpState>;
export const ZTopUp = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  username: z.string(),
  amountFen: z.number(),
  state: ZTopUpState,
  created: z.number(),
  updated: z.number(),
});
export type TTopUp = z.infer<typeof ZTopUp>;

export const myNetwork = signedIn.getOrPost(
  '/network/api/account',
  '我的上网账号：套餐、月租、余额、状态、本月用量，可用的支付方式与我的充值',
  {
    output: z.object({ account: ZNetworkAccount, ...topUpOfferFields, topUps: z.array(ZTopUp) }),
    errors: [1],
  },
);

export const networkCharges = signedIn.getOrPost('/network/api/charges', '上网账号的收支明细（计费系统，新的在前）', {
  input: pagedInput(),
  output: pageOf(ZCharge),
  errors: [1],
});

export const topUpNetwork = signedIn.post('/network/api/topup', '网费充值：下单并转到支付渠道（同一请求号只下一笔订单）', {
  encoding: 'json',
  input: z.object(payFields('充值金额', MAX_NETWORK_TOPUP_FEN, '单次充值不能超过500元')),
  ...PAY_ANSWER,
});

const networkPassword = z
  .string()
  .min(NETWORK_PASSWORD_MIN, '上网密码至少8位')
  .max(NETWORK_PASSWORD_MAX, '上网密码不能超过32位')
  .regex(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/, '上网密码须由字母和数字组成，且两者都有')
  .describe('新的上网密码');

export const setNetworkPassword = signedIn.post('/network/api/password', '修改上网密码（计费系统的登录密码，不是门户密码）', {
  encoding: 'json',
  input: z
    .object({ password: networkPassword, password2: z.string().max(64).describe('再次输入新的上网密码') })
    .refine((p) => p.password === p.password2, { message: '两次输入的密码不一致', path: ['password2'] }),
  output: z.object({}),
  errors: [1, 10029],
});

export const networkSessions = signedIn.getOrPost('/network/api/sessions', '在线设备：IP、MAC、设备、上线时间与流量', {
  output: listOf(ZSession),
  errors: [1],
});

export const logoutSession = signedIn.post('/network/api/sessions/logout', '让一台在线设备下线', {
  encoding: 'json',
  input: z.object({ id: z.string().min(1).max(64).describe('在线设备') }),
  output: listOf(ZSession),
  errors: [1],
});

const office = callsFor({ app: 'network', module: 'manage' });

/** Top-ups the billing system never took: refunded whole already, listed so the office can answer the payer. */
export const failedNetworkTopUps = office.getOrPost('/network/api/manage/failed', '未能到账的网费充值（已原路退款）', {
  output: listOf(ZTopUp.extend({ payerName: z.string(), note: z.string() })),
});

export const reconcileNetwork = office.getOrPost(
  '/network/api/manage/reconcile',
  '网费对账：某一天（北京时间）已到账的充值与计费系统对账单核对',
  DELIVERY_RECONCILE,
);
