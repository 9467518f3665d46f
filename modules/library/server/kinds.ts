import { z } from 'zod';
import { asCell, defineDatasetKind, optionalTextColumn, textColumn } from '@quad/datasets-engine/server';
import { COLLECTION_KIND, HISTORY_KIND, LOANS_KIND, RESERVATION_STATES, RESERVATIONS_KIND } from '../contract';

/**
 * A date as libraries export it (2026-05-01, 2026/5/1, an Excel date cell, a time after it), kept as
 * `YYYY-MM-DD` so dates compare as text and read the same on every server.
 */
function asDay(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'bad' : value.toISOString().slice(0, 10);
  const text = asCell(value);
  if (typeof text !== 'string') return text;
  const parts = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T].*)?$/.exec(text.trim());
  return parts ? `${parts[1]}-${parts[2]!.padStart(2, '0')}-${parts[3]!.padStart(2, '0')}` : text;
}

const dayOf = (title: string) =>
  z
    .string({ error: `请填写${title}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${title}格式不正确，应为 2026-05-01`)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), `${title}不是有效日期`);
const day = (title: string) => z.preprocess(asDay, dayOf(title)).describe(title);
const optionalDay = (title: string) => z.preprocess(asDay, dayOf(title).optional()).describe(title);

/** 学工号: the reader, as the library system knows them (the person column of every kind). */
const reader = textColumn('学工号', 64);

export const loanColumns = z.object({
  reader,
  barcode: textColumn('条码号', 64),
  title: textColumn('书名', 200),
  author: optionalTextColumn('作者', 100),
  callNumber: optionalTextColumn('索书号', 64),
  location: optionalTextColumn('馆藏地点', 100),
  borrowDate: day('借出日期'),
  dueDate: day('应还日期'),
  renewCount: z
    .preprocess(
      asCell,
      z.coerce
        .number({ error: '已续借次数必须是数字' })
        .int('已续借次数必须是整数')
        .min(0, '已续借次数不能小于0')
        .max(99, '已续借次数不能大于99')
        .default(0),
    )
    .describe('已续借次数'),
  renewable: z.preprocess(asCell, z.enum(['是', '否'], { error: '可续借只能填写 是 或 否' }).default('是')).describe('可续借'),
});
export type TLoanRow = z.output<typeof loanColumns>;

/** 当前借阅: one row per book on loan (条码号 with the reader). */
export const loansKind = defineDatasetKind({
  id: LOANS_KIND,
  owner: 'library',
  title: '图书馆·当前借阅',
  columns: loanColumns,
  key: ['reader', 'barcode'],
  person: 'reader',
});

export const historyColumns = z.object({
  reader,
  barcode: textColumn('条码号', 64),
  title: textColumn('书名', 200),
  author: optionalTextColumn('作者', 100),
  callNumber: optionalTextColumn('索书号', 64),
  borrowDate: day('借出日期'),
  returnDate: day('归还日期'),
});
export type THistoryRow = z.output<typeof historyColumns>;

/** 借阅历史: a returned loan (the same copy may be borrowed again: the loan date tells them apart). */
export const historyKind = defineDatasetKind({
  id: HISTORY_KIND,
  owner: 'library',
  title: '图书馆·借阅历史',
  columns: historyColumns,
  key: ['reader', 'barcode', 'borrowDate'],
  person: 'reader',
});

export const collectionColumns = z.object({
  reader,
  title: textColumn('书名', 200),
  author: optionalTextColumn('作者', 100),
  callNumber: textColumn('索书号', 64),
  isbn: optionalTextColumn('ISBN', 20),
  savedAt: optionalDay('收藏时间'),
  shelfStatus: optionalTextColumn('在架状态', 20),
  location: optionalTextColumn('馆藏地点', 100),
});
export type TCollectionRow = z.output<typeof collectionColumns>;

/** 我的收藏 (书架): a title the reader kept, by its call number. */
export const collectionKind = defineDatasetKind({
  id: COLLECTION_KIND,
  owner: 'library',
  title: '图书馆·我的收藏',
  columns: collectionColumns,
  key: ['reader', 'callNumber'],
  person: 'reader',
});

export const reservationColumns = z.object({
  reader,
  title: textColumn('书名', 200),
  author: optionalTextColumn('作者', 100),
  callNumber: textColumn('索书号', 64),
  reservedDate: day('预约日期'),
  status: z.preprocess(asCell, z.enum(RESERVATION_STATES, { error: '状态只能填写 等待中、到馆待取、已取消 或 已过期' })).describe('状态'),
  pickupPlace: optionalTextColumn('取书地点', 100),
  pickupDeadline: optionalDay('取书截止'),
});
export type TReservationRow = z.output<typeof reservationColumns>;

/** 预约: a hold on a title, from the day it was made. */
export const reservationsKind = defineDatasetKind({
  id: RESERVATIONS_KIND,
  owner: 'library',
  title: '图书馆·我的预约',
  columns: reservationColumns,
  key: ['reader', 'callNumber', 'reservedDate'],
  person: 'reader',
});
