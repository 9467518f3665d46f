import { z } from 'zod';
import { asCell, defineDatasetKind, optionalTextColumn } from '@quad/datasets-engine/server';
import { EVENTS_KIND } from '../contract';

export const eventColumns = z.object({
  year: z
    .preprocess(asCell, z.coerce.number({ error: '年份必须是数字' }).int('年份必须是整数').min(1000, '年份不能早于1000年').max(2100, '年份不能晚于2100年'))
    .describe('年份'),
  date: optionalTextColumn('日期', 20),
  title: z.preprocess(asCell, z.string({ error: '请填写标题' }).trim().min(1, '请填写标题').max(80, '标题不能超过80个字')).describe('标题'),
  content: optionalTextColumn('内容', 2000),
  image: z
    .preprocess(asCell, z.string().trim().max(500, '图片地址不能超过500个字').regex(/^(https?:\/\/|\/)\S+$/, '图片地址应以 http://、https:// 或 / 开头').optional())
    .describe('图片地址'),
  category: optionalTextColumn('分类', 20),
  era: optionalTextColumn('时期', 30),
});
export type TEventRow = z.output<typeof eventColumns>;

/** The school's history: public (no person column), one row per year and title. */
export const eventsKind = defineDatasetKind({
  id: EVENTS_KIND,
  owner: 'schoolhistory',
  title: '校史大事记',
  columns: eventColumns,
  key: ['year', 'title'],
});
