import { z } from 'zod';
import { callsFor } from '@quad/contracts/call';
import { dayField } from './contract';

/** The term calendar's console page: its holders set the terms and the period times. */
const managers = callsFor({ app: 'timetable', module: 'manage' });

const clock = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label}格式不正确，应为 HH:MM`)
    .describe(label);

export const ZTerm = z.object({
  name: z.string({ error: '请填写学期名称' }).trim().min(1, '请填写学期名称').max(40, '学期名称不能超过40个字').describe('学期名称'),
  /** The Monday of week 1. */
  start: dayField('第一周周一').refine((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1, '第一周周一必须是星期一'),
  weeks: z.number({ error: '周数必须是整数' }).int('周数必须是整数').min(1, '周数至少为1').max(30, '周数不能超过30').describe('周数'),
});
export type TTerm = z.infer<typeof ZTerm>;

export const ZPeriodTime = z
  .object({ start: clock('开始时间'), end: clock('结束时间') })
  .refine((p) => p.start < p.end, { message: '结束时间必须晚于开始时间', path: ['end'] });
export type TPeriodTime = z.infer<typeof ZPeriodTime>;

const endOf = (term: TTerm) => Date.parse(`${term.start}T00:00:00Z`) + term.weeks * 7 * 86_400_000;

export const ZTermCalendar = z
  .object({
    terms: z.array(ZTerm).max(20, '最多20个学期').describe('学期'),
    periods: z.array(ZPeriodTime).max(20, '最多20节').describe('节次'),
  })
  .superRefine((calendar, ctx) => {
    const names = new Set<string>();
    calendar.terms.forEach((term, i) => {
      if (names.has(term.name)) ctx.addIssue({ code: 'custom', path: ['terms', i, 'name'], message: `学期名称“${term.name}”重复` });
      names.add(term.name);
      const overlapping = calendar.terms.find((other, j) => j !== i && Date.parse(`${other.start}T00:00:00Z`) < endOf(term) && Date.parse(`${term.start}T00:00:00Z`) < endOf(other));
      if (overlapping) ctx.addIssue({ code: 'custom', path: ['terms', i, 'start'], message: `学期“${term.name}”与“${overlapping.name}”的时间重叠` });
    });
    calendar.periods.forEach((period, i) => {
      const before = calendar.periods[i - 1];
      if (before && period.start < before.end) ctx.addIssue({ code: 'custom', path: ['periods', i, 'start'], message: `第${i + 1}节的开始时间早于第${i}节的结束时间` });
    });
  });
export type TTermCalendar = z.infer<typeof ZTermCalendar>;

export const getTermCalendar = managers.get('/timetable/api/manage/calendar', '校历：学期（名称、第一周周一、周数）和节次时间', { output: ZTermCalendar });

export const saveTermCalendar = managers.post('/timetable/api/manage/calendar/save', '保存校历和节次时间（整体替换）', {
  encoding: 'json',
  input: ZTermCalendar,
  output: ZTermCalendar,
});
