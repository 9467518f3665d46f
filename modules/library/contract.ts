import { z } from 'zod';
import { callsFor, signedIn } from '@quad/contracts/call';
import { flag, int, optionalText, text } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';

/** The datasets engine's kinds the library reads (personal: the reader column is the 学工号). */
export const LOANS_KIND = 'library.loans';
export const HISTORY_KIND = 'library.history';
export const COLLECTION_KIND = 'library.collection';
export const RESERVATIONS_KIND = 'library.reservations';
export const LIBRARY_KINDS = [LOANS_KIND, HISTORY_KIND, COLLECTION_KIND, RESERVATIONS_KIND] as const;

/** A loan counts as due soon this many days before its due date (the page's highlight and the reminder). */
export const DUE_SOON_DAYS = 3;

/** What a console shows in place of the stored token (and sends back to keep it). */
export const SECRET_MASK = '******';

/** 数据更新于 of a list: when its dataset was loaded, and whether the newest load failed after it. */
const ZFreshness = { updatedAt: z.number(), failed: z.boolean() };

export const ZLoan = z.object({
  barcode: z.string(),
  title: z.string(),
  author: z.string(),
  callNumber: z.string(),
  location: z.string(),
  borrowDate: z.string(),
  /** `YYYY-MM-DD`, a renewal made here applied at once (before the library's next load carries it). */
  dueDate: z.string(),
  renewCount: z.number(),
  /** Days until due in the site's calendar: negative when overdue. */
  daysLeft: z.number(),
  state: z.enum(['ok', 'soon', 'overdue']),
  /** Whether 续借 is offered for this loan, else why not (`reason`, Chinese). */
  canRenew: z.boolean(),
  reason: z.string(),
});
export type TLoan = z.infer<typeof ZLoan>;

export const ZLoans = z.object({
  list: z.array(ZLoan),
  summary: z.object({ borrowed: z.number(), dueSoon: z.number(), overdue: z.number() }),
  /** Renewal on this site: off or not configured → every button is absent and `note` says why. */
  renewal: z.object({ enabled: z.boolean(), note: z.string(), maxRenewals: z.number() }),
  ...ZFreshness,
});
export type TLoans = z.infer<typeof ZLoans>;

export const ZPastLoan = z.object({
  barcode: z.string(),
  title: z.string(),
  author: z.string(),
  callNumber: z.string(),
  borrowDate: z.string(),
  returnDate: z.string(),
});
export type TPastLoan = z.infer<typeof ZPastLoan>;

export const ZSavedBook = z.object({
  title: z.string(),
  author: z.string(),
  callNumber: z.string(),
  isbn: z.string(),
  savedAt: z.string(),
  /** 在架状态 as the library words it: 在架, 已借出… */
  shelfStatus: z.string(),
  location: z.string(),
});
export type TSavedBook = z.infer<typeof ZSavedBook>;

export const RESERVATION_STATES = ['等待中', '到馆待取', '已取消', '已过期'] as const;

export const ZReservation = z.object({
  title: z.string(),
  author: z.string(),
  callNumber: z.string(),
  reservedDate: z.string(),
  status: z.enum(RESERVATION_STATES),
  pickupPlace: z.string(),
  pickupDeadline: z.string(),
});
export type TReservation = z.infer<typeof ZReservation>;

export const myLoans = signedIn.get('/library/api/loans', '我的借阅：在借图书按应还日期排列（超期、即将到期），可否续借', {
  output: ZLoans,
});

export const myHistory = signedIn.get('/library/api/history', '借阅历史：已归还的图书，按归还日期从近到远分页，可按书名搜索', {
  input: pagedInput({ q: optionalText('书名', 40) }),
  output: pageOf(ZPastLoan, ZFreshness),
});

export const myCollection = signedIn.get('/library/api/collection', '我的收藏（书架）：按收藏时间从近到远', {
  output: z.object({ list: z.array(ZSavedBook), ...ZFreshness }),
});

export const myReservations = signedIn.get('/library/api/reservations', '我的预约：状态与取书截止日期', {
  output: z.object({ list: z.array(ZReservation), ...ZFreshness }),
});

const isoDate = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式不正确`)
    .describe(label);

export const renewLoan = signedIn.post('/library/api/renew', '续借一本在借图书（经图书馆接口）；同一本书同一应还日期重复提交只续借一次', {
  input: z.object({ barcode: text('条码号', 64), dueDate: isoDate('应还日期') }),
  output: z.object({ barcode: z.string(), dueDate: z.string(), renewCount: z.number(), message: z.string() }),
  errors: [1, 10004],
});

/** The library's interface settings, as the console edits them. */
export const ZLibrarySettings = z.object({
  /** 接口地址: `POST {baseUrl}/renew`; '' = none (a demo site then renews through the built-in demo library). */
  baseUrl: z.string().trim().max(500, '接口地址不能超过500个字'),
  /** The bearer token; SECRET_MASK keeps the stored one. */
  token: z.string().trim().max(500, '令牌不能超过500个字'),
  renewEnabled: flag('开放续借'),
  maxRenewals: int('最多续借次数', 1, 10),
});
export type TLibrarySettings = z.output<typeof ZLibrarySettings>;

const managers = callsFor({ app: 'library', module: 'manage' });

export const readLibrarySettings = managers.get('/library/api/settings', '图书馆接口设置（令牌显示为 ******）', {
  output: ZLibrarySettings.extend({ renewEnabled: z.boolean(), maxRenewals: z.number(), demo: z.boolean() }),
});

export const saveLibrarySettings = managers.post(
  '/library/api/settings/save',
  '保存图书馆接口设置：接口地址、令牌、是否开放续借、最多续借次数',
  {
    input: ZLibrarySettings,
    output: z.object({ saved: z.boolean() }),
  },
);
