import { z } from 'zod';
import { defineDatasetKind } from '@quad/datasets-engine/server';
import { EVENTS_KIND } from '../contract';

/** A cell as text: a file's numbers and an API's alike; empty is absent. */
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' && value.trim() === '' ? undefined : value);

const optional = (title: string, max: number) =>
  z.preprocess(asText, z.string({ error: `${title}格式不正确` }).trim().max(max, `${title}不能超过${max}个字`).optional()).describe(title);

export const eventColumns = z.object({
  year: z
    .preprocess(asText, z.coerce.number({ error: '年份必须是数字' }).int('年份必须是整数').min(1000, '年份不能早于1000年').max(2100, '年份不能晚于2100年'))
    .describe('年份'),
  date: optional('日期', 20),
  title: z.preprocess(asText, z.string({ error: '请填写标题' }).trim().min(1, '请填写标题').max(80, '标题不能超过80个字')).describe('标题'),
  content: optional('内容', 2000),
  image: z
    .preprocess(asText, z.string().trim().max(500, '图片地址不能超过500个字').regex(/^(https?:\/\/|\/)\S+$/, '图片地址应以 http://、https:// 或 / 开头').optional())
    .describe('图片地址'),
  category: optional('分类', 20),
  era: optional('时期', 30),
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
