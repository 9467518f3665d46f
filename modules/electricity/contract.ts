import { z } from 'zod';
import { callsFor, signedIn } from '@quad/contracts/call';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { listOf } from '@quad/contracts/shapes';
import { DELIVERY_RECONCILE, PAY_ANSWER, PAY_REASONS, payFields, payOfferFields } from '@quad/ledger-engine/contract';

/** The most one purchase may be, the amounts offered as buttons (fen), and below how many kWh a meter is running low. */
export const MAX_PURCHASE_FEN = 50_000;
export const PURCHASE_CHOICES_FEN = [1000, 2000, 5000, 10000] as const;
export const LOW_KWH = 10;

/** Ids as energy systems make them: opaque, but short and plain. */
const energyId = (what: string) =>
  z
    .string({ error: `请选择${what}` })
    .trim()
    .regex(/^[\w.-]{1,64}$/, `${what}编号格式不正确`)
    .describe(`${what}编号`);

export const ZBuilding = z.object({ id: z.string(), name: z.string(), campus: z.string() });
export const ZRoom = z.object({ id: z.string(), name: z.string(), floor: z.number() });
export type TBuilding = z.infer<typeof ZBuilding>;
export type TRoom = z.infer<typeof ZRoom>;

/** A room's meter as the energy system last read it. */
export const ZMeter = z.object({
  remainingKwh: z.number(),
  /** Only on systems that keep money on the meter. */
  balanceFen: z.number().optional(),
  pricePerKwhFen: z.number(),
  /** `off`: the supply is cut (the meter ran empty). */
  state: z.enum(['on', 'off']),
  readAt: z.number(),
});
export type TMeter = z.infer<typeof ZMeter>;

/** The room a person buys for, remembered until they choose another. */
export const ZMyRoom = z.object({ buildingId: z.string(), buildingName: z.string(), roomId: z.string(), roomName: z.string() });
export type TMyRoom = z.infer<typeof ZMyRoom>;

const roomInput = z.object({ building: energyId('楼栋'), room: energyId('房间') });

export const electricityHome = signedIn.getOrPost('/electricity/api/home', '电费首页：我的房间、可用支付方式与钱包余额', {
  output: z.object({ room: ZMyRoom.nullable(), ...payOfferFields }),
});

export const listBuildings = signedIn.getOrPost('/electricity/api/buildings', '宿舍楼栋（来自学校电费系统）', {
  output: listOf(ZBuilding),
});

export const listRooms = signedIn.getOrPost('/electricity/api/rooms', '楼栋的房间（来自学校电费系统）', {
  input: z.object({ building: energyId('楼栋') }),
  output: listOf(ZRoom),
  errors: [1, 10004],
});

export const roomMeter = signedIn.getOrPost('/electricity/api/meter', '房间电表：剩余电量、电价与通断电状态', {
  input: roomInput,
  output: ZMeter,
  errors: [1, 10004],
});

export const chooseRoom = signedIn.post('/electricity/api/room', '设为我的房间（下次打开直接显示）', {
  encoding: 'json',
  input: roomInput,
  output: ZMyRoom,
  errors: [1, 10004],
});

export const buyElectricity = signedIn.post(
  '/electricity/api/buy',
  '购电：为房间下单并转到支付渠道（同一请求号只下一笔订单；到账后充入电表）',
  {
    encoding: 'json',
    input: roomInput.extend(payFields('购电金额', MAX_PURCHASE_FEN, '单次购电不能超过500元')),
    ...PAY_ANSWER,
    reasons: [...PAY_REASONS, 'ledger.key-reused'],
  },
);

/** `pending` paid, being posted to the energy system; `credited` on the meter; `failed` refused or never reached (the money goes back). */
export const ZPurchaseState = z.enum(['pending', 'credited', 'failed']);
export type TPurchaseState = z.infer<typeof ZPurchaseState>;

export const ZPurchase = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  /** `电费：<building> <room>`. */
  title: z.string(),
  amountFen: z.number(),
  /** Credited kWh, 0 until credited. */
  kwh: z.number(),
  state: ZPurchaseState,
  created: z.number(),
});
export type TPurchase = z.infer<typeof ZPurchase>;

export const listMyPurchases = signedIn.getOrPost('/electricity/api/purchases', '我的购电记录（新的在前）', {
  input: pagedInput(),
  output: pageOf(ZPurchase),
});

const office = callsFor({ app: 'electricity', module: 'manage' });
/** A day's purchases checked against the energy system's statement; `who` is the energy system's room id. */
export const reconcileElectricity = office.getOrPost(
  '/electricity/api/manage/reconcile',
  '购电对账：某一天（北京时间）已到账的购电与电费系统对账单核对',
  DELIVERY_RECONCILE,
);
