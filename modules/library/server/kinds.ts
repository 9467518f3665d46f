import { z } from 'zod';
import {
  asCell,
  dateColumn,
  defineDatasetKind,
  optionalDateColumn,
  optionalIntegerColumn,
  optionalTextColumn,
  textColumn,
} from '@quad/datasets-engine/server';
import { COLLECTION_KIND, HISTORY_KIND, LOANS_KIND, RESERVATION_STATES, RESERVATIONS_KIND } from '../contract';

/** 学工号: the reader, as the library system knows them (the person column of every kind). */
const reader = textColumn('学工号', 64);

export const loanColumns = z.object({
  reader,
  barcode: textColumn('条码号', 64),
  title: textColumn('书名', 200),
  author: optionalTextColumn('作者', 100),
  callNumber: optionalTextColumn('索书号', 64),
  location: optionalTextColumn('馆藏地点', 100),
  borrowDate: dateColumn('借出日期'),
  dueDate: dateColumn('应还日期'),
  // An empty cell is a loan never renewed.
  renewCount: optionalIntegerColumn('已续借次数', 0, 99).transform((count) => count ?? 0),
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
  borrowDate: dateColumn('借出日期'),
  returnDate: dateColumn('归还日期'),
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
  savedAt: optionalDateColumn('收藏时间'),
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
  reservedDate: dateColumn('预约日期'),
  status: z.preprocess(asCell, z.enum(RESERVATION_STATES, { error: '状态只能填写 等待中、到馆待取、已取消 或 已过期' })).describe('状态'),
  pickupPlace: optionalTextColumn('取书地点', 100),
  pickupDeadline: optionalDateColumn('取书截止'),
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
