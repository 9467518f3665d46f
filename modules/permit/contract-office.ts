import { z } from 'zod';
import { callsFor } from '@quad/contracts/call';
import { optionalText, recordId, text } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { okAnswer } from '@quad/contracts/shapes';
import { DAY } from './rules';
import { ZPermitKind, ZPermitState } from './contract';

/** The security office's calls (records, statistics, revocation, the gate log) and the guards' check. */
const office = callsFor({ app: 'permit', module: 'approve' });
const guards = callsFor({ app: 'permit', module: 'gate' });

const day = (label: string) => z.string().regex(DAY, `请选择${label}`).describe(label);

/** Why a scan was refused, or `valid`: the gate log keeps the key, the guard reads the Chinese. */
export const SCAN_RESULTS = ['valid', 'invalid', 'expired-code', 'not-approved', 'revoked', 'not-yet', 'ended'] as const;
export const ZScanResult = z.enum(SCAN_RESULTS);
export type TScanResult = z.infer<typeof ZScanResult>;

export const ZScanned = z.object({
  kind: ZPermitKind,
  name: z.string().describe('访客姓名或车主'),
  phone: z.string().describe('已打码'),
  idCard: z.string().describe('已打码，车辆为空'),
  plate: z.string(),
  host: z.string().describe('受访人或申请人'),
  start: z.string(),
  end: z.string(),
});

export const checkPass = guards.post('/permit/api/gate/check', '门岗核验通行码（每次核验都记入门岗记录）', {
  input: z.object({ token: text('通行码', 300), gate: optionalText('门岗', 30) }),
  output: z.object({ valid: z.boolean(), result: ZScanResult, message: z.string(), permit: ZScanned.nullable().describe('拒绝时仅在本站通行证时给出') }),
});

export const ZPermitRecord = z.object({
  id: z.string(),
  instanceId: z.string(),
  kind: ZPermitKind,
  name: z.string(),
  phone: z.string(),
  idCard: z.string(),
  plate: z.string(),
  host: z.string().describe('受访人（访客）或申请人（车辆）'),
  reason: z.string(),
  start: z.string(),
  end: z.string(),
  state: ZPermitState,
  created: z.number(),
});
export type TPermitRecord = z.infer<typeof ZPermitRecord>;

const recordFilters = {
  kind: ZPermitKind.optional(),
  state: ZPermitState.optional(),
  from: day('开始日期').optional().describe('与这段日期有交集的通行证'),
  to: day('结束日期').optional(),
  keyword: optionalText('姓名、车牌或受访人', 50),
};

export const listPermitRecords = office.getOrPost('/permit/api/records', '通行证记录（访客与车辆）', {
  input: pagedInput(recordFilters, { maxSize: 100 }),
  output: pageOf(ZPermitRecord),
});

export const PERMIT_EXPORT_PATH = '/permit/api/records/export';
export const ZPermitExportQuery = z.object(recordFilters);

export const permitStatistic = office.getOrPost('/permit/api/statistic', '通行证统计：近14天每日申请数、各状态数', {
  output: z.object({
    byDay: z.array(z.object({ day: z.string(), visitor: z.number(), car: z.number() })),
    byState: z.array(z.object({ kind: ZPermitKind, state: ZPermitState, count: z.number() })),
  }),
});

export const revokePermit = office.post('/permit/api/revoke', '撤销已批准的通行证', {
  input: z.object({ id: recordId('通行证'), reason: optionalText('撤销原因', 200) }),
  output: okAnswer,
  errors: [1, 10004],
});

export const ZScanEntry = z.object({
  id: z.string(),
  result: ZScanResult,
  kind: z.string().describe('通行证类型，无效码为空'),
  name: z.string(),
  plate: z.string(),
  gate: z.string(),
  guard: z.string(),
  created: z.number(),
});
export type TScanEntry = z.infer<typeof ZScanEntry>;

export const listScans = office.getOrPost('/permit/api/gate/log', '门岗核验记录', {
  input: pagedInput({ result: ZScanResult.optional() }, { maxSize: 100 }),
  output: pageOf(ZScanEntry),
});
