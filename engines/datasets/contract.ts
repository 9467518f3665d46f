import { z } from 'zod';
import { callsFor } from '@quad/contracts/call';
import { text } from '@quad/contracts/fields';
import { ZConnectorConfig } from './connector-config';

export { REDACTED, ZConnectorConfig, type TConnectorConfig, type TPaging } from './connector-config';

/**
 * The datasets engine's calls and shapes (issue 24): school data an area declares as a dataset kind
 * (`defineDatasetKind` on the server), loaded as versions (console upload, the school system's
 * connector, the integration API with a service token) and served from the current version.
 */

/** Where a load came from: the console's file upload, the scheduled connector, the integration API. */
export const LOAD_SOURCES = ['upload', 'connector', 'api'] as const;
export const ZLoadSource = z.enum(LOAD_SOURCES);
export type TLoadSource = z.infer<typeof ZLoadSource>;
export const LOAD_SOURCE_NAMES: Record<TLoadSource, string> = { upload: '文件上传', connector: '学校系统同步', api: '接口推送' };

/**
 * A load's state: `loading` its rows are being written (readers still see the current version);
 * `ready` complete (the current version, or one kept for rollback); `failed` nothing of it is served;
 * `rolled-back` it was current until an administrator went back to the one before.
 */
export const LOAD_STATES = ['loading', 'ready', 'failed', 'rolled-back'] as const;
export const ZLoadState = z.enum(LOAD_STATES);
export type TLoadState = z.infer<typeof ZLoadState>;
export const LOAD_STATE_NAMES: Record<TLoadState, string> = { loading: '导入中', ready: '成功', failed: '失败', 'rolled-back': '已回滚' };

/** One problem of a refused load: the row (a file's line, header = 1; an API list's position from 1), the column's title, what is wrong. */
export const ZLoadProblem = z.object({
  row: z.number().int().describe('行号'),
  column: z.string().describe('列'),
  message: z.string(),
});
export type TLoadProblem = z.infer<typeof ZLoadProblem>;

/** At most this many problems are kept and answered; `badRows` still counts every bad row. */
export const MAX_PROBLEMS = 100;

export const ZDatasetColumn = z.object({ name: z.string(), title: z.string(), required: z.boolean() });
export type TDatasetColumn = z.infer<typeof ZDatasetColumn>;

/** Where a kind stands: its current version (0: nothing loaded yet) and the last failure after it, if any. */
export const ZDatasetStatus = z.object({
  kind: z.string(),
  title: z.string(),
  owner: z.string(),
  /** Rows belong to people (each sees their own), else the kind is public. */
  personal: z.boolean(),
  columns: z.array(ZDatasetColumn),
  version: z.number().int(),
  /** When the current version became current (Unix seconds; 0 when nothing is loaded): 数据更新于. */
  updatedAt: z.number().int(),
  source: z.union([ZLoadSource, z.literal('')]),
  rows: z.number().int(),
  /** The newest load, when it failed after the current version was loaded: the school system may be down. */
  lastFailure: z.object({ version: z.number().int(), at: z.number().int(), message: z.string(), source: ZLoadSource }).nullable(),
});
export type TDatasetStatus = z.infer<typeof ZDatasetStatus>;

export const ZDatasetLoad = z.object({
  version: z.number().int(),
  source: ZLoadSource,
  state: ZLoadState,
  rows: z.number().int(),
  /** Rows written so far: while `loading`, the progress toward `rows`. */
  written: z.number().int(),
  /** Whether its rows are still kept (a rollback can go back to it). */
  kept: z.boolean(),
  current: z.boolean(),
  message: z.string(),
  errors: z.array(ZLoadProblem),
  badRows: z.number().int(),
  by: z.string(),
  byName: z.string(),
  started: z.number().int(),
  finished: z.number().int(),
});
export type TDatasetLoad = z.infer<typeof ZDatasetLoad>;

/** What a load answers: the version made current, or the problems that refused it (nothing written). */
export const ZLoadResult = z.object({
  ok: z.boolean(),
  /** The load's number in the kind's history; the current version when `ok`. */
  version: z.number().int(),
  rows: z.number().int(),
  badRows: z.number().int(),
  errors: z.array(ZLoadProblem),
  message: z.string(),
});
export type TLoadResult = z.infer<typeof ZLoadResult>;

/** Largest data file: some 200,000 rows of CSV. */
export const DATASET_FILE_LIMIT = 50 * 1024 * 1024;
/** Most rows one integration call may carry. */
export const MAX_API_ROWS = 200_000;

const kindField = text('数据集', 80);
const keepers = callsFor({ app: 'admin', module: 'datasets' });

export const listDatasetKinds = keepers.get('/datasets/api/kinds', '本站的数据集及其当前版本、更新时间与最近一次失败', {
  output: z.object({ list: z.array(ZDatasetStatus) }),
});

export const datasetStatusCall = keepers.get('/datasets/api/status', '一个数据集的当前版本、更新时间、来源与最近一次失败', {
  input: z.object({ kind: kindField }),
  output: ZDatasetStatus,
});

export const uploadDataset = keepers.post(
  '/datasets/api/upload',
  '上传 Excel（.xlsx）或 CSV 文件作为数据集的新版本（multipart，字段 file）：逐行检查，有一行不正确则不导入任何数据并列出行号、列与原因',
  {
    encoding: 'multipart',
    maxFileBytes: DATASET_FILE_LIMIT,
    input: z.object({ kind: kindField }),
    output: ZLoadResult,
    errors: [1],
  },
);

export const datasetLoads = keepers.get('/datasets/api/loads', '数据集的导入记录（新的在前）：来源、状态、行数、错误', {
  input: z.object({ kind: kindField }),
  output: z.object({ list: z.array(ZDatasetLoad) }),
});

export const rollbackDatasetCall = keepers.post('/datasets/api/rollback', '回滚数据集到上一个成功的版本', {
  input: z.object({ kind: kindField }),
  output: ZDatasetStatus,
  errors: [1],
});

/** One row as the school system sends it: column name → value. */
const ZApiRow = z.record(z.string(), z.unknown(), { error: '每一行应是以列名为键的对象' });

export const pushDatasetRows = keepers.post(
  '/datasets/api/rows',
  '学校系统推送数据集的全部数据（JSON，服务令牌）：作为新版本整体替换；有一行不正确则不导入任何数据并列出行号、列与原因',
  {
    encoding: 'json',
    // 200,000 rows of a few columns are tens of MB of JSON: far past the 2 MB of any other call.
    maxBodyBytes: 64 * 1024 * 1024,
    input: z.object({
      kind: kindField,
      rows: z.array(ZApiRow, { error: '请提供数据行列表' }).max(MAX_API_ROWS, `一次最多推送${MAX_API_ROWS}行`).describe('数据行'),
    }),
    output: ZLoadResult,
    errors: [1],
  },
);

/** The template's download address (`?kind=`): the kind's columns as a header row. */
export const DATASET_TEMPLATE_PATH = '/datasets/api/template';

/**
 * When a kind's stored connector pulls on its own: never (`off`, only 立即拉取), every N hours after the
 * last pull, or daily at HH:MM in the site's time zone.
 */
export const ZConnectorSchedule = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('off') }),
    z.object({
      mode: z.literal('hours'),
      every: z.number({ error: '间隔小时数必须是数字' }).int('间隔小时数必须是整数').min(1, '间隔不能少于1小时').max(168, '间隔不能超过168小时').describe('间隔小时数'),
    }),
    z.object({
      mode: z.literal('daily'),
      at: z
        .string({ error: '请填写每天拉取的时间' })
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, '每天拉取的时间应为 HH:MM，如 02:30')
        .describe('每天拉取的时间'),
    }),
  ],
  { error: '请选择拉取计划' },
);
export type TConnectorSchedule = z.infer<typeof ZConnectorSchedule>;

/** The outcome of a connector's last pull (by schedule or 立即拉取). */
export const ZConnectorRun = z.object({
  at: z.number().int(),
  ok: z.boolean(),
  message: z.string(),
  /** The load's number in the history (0 when no load was recorded). */
  version: z.number().int(),
});
export type TConnectorRun = z.infer<typeof ZConnectorRun>;

/** A kind's stored connector as the console sees it: its config with every secret shown as REDACTED. */
export const ZDatasetConnector = z.object({
  kind: z.string(),
  /** False when none is stored: `config` is null and the rest are defaults. */
  configured: z.boolean(),
  config: ZConnectorConfig.nullable(),
  schedule: ZConnectorSchedule,
  enabled: z.boolean(),
  /** The last pull, null before the first. */
  last: ZConnectorRun.nullable(),
  /** When the schedule pulls next (Unix seconds); 0 when it does not (off, disabled, none stored). */
  nextAt: z.number().int(),
});
export type TDatasetConnector = z.infer<typeof ZDatasetConnector>;

export const datasetConnectorCall = keepers.get('/datasets/api/connector', '数据集的学校系统连接（密钥以 ****** 显示）、拉取计划与最近一次拉取结果', {
  input: z.object({ kind: kindField }),
  output: ZDatasetConnector,
});

export const saveDatasetConnector = keepers.post(
  '/datasets/api/connector/save',
  '保存数据集的学校系统连接与拉取计划（JSON）：请求头或密码仍为 ****** 时沿用已保存的密钥（地址不变时）',
  {
    encoding: 'json',
    input: z.object({
      kind: kindField,
      config: ZConnectorConfig,
      schedule: ZConnectorSchedule,
      enabled: z.boolean({ error: '请选择是否启用' }).describe('启用'),
    }),
    output: ZDatasetConnector,
    errors: [1],
  },
);

export const deleteDatasetConnector = keepers.post('/datasets/api/connector/delete', '删除数据集的学校系统连接（已导入的数据不变）', {
  input: z.object({ kind: kindField }),
  output: ZDatasetConnector,
});

export const pullDatasetNow = keepers.post('/datasets/api/connector/pull', '立即从学校系统拉取数据集：成功则成为新版本，失败则保留当前版本并记入导入记录', {
  input: z.object({ kind: kindField }),
  output: ZLoadResult,
  errors: [1],
});
