import { z } from 'zod';

/**
 * How a dataset is pulled from a school system (engines/datasets/connectors.md): a generic REST/JSON
 * API or a view in a PostgreSQL database. Stored per dataset and edited in the console, so every
 * message names the setting in Chinese. The config holds secrets (tokens, passwords): the console
 * shows it through `redactConnectorConfig`.
 */

/** What a console shows in place of a secret (and sends back to keep the stored one). */
export const REDACTED = '******';

/** Dotted path into a JSON answer, `data.list` or `items.0.name`: keys without dots, digits index arrays. */
const dottedPath = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(200, `${label}不能超过200个字`)
    .regex(/^[^.\s]+(\.[^.\s]+)*$/, `${label}格式不正确，应为以点分隔的字段名，如 data.list`)
    .describe(label);

/** A dataset column, the key a mapped row carries. */
const columnName = z.string({ error: '请填写数据列名' }).trim().min(1, '请填写数据列名').max(64, '数据列名不能超过64个字');

const fieldMap = <T extends z.ZodType<string>>(source: T) =>
  z
    .record(columnName, source, { error: '请填写字段对应关系' })
    .refine((fields) => Object.keys(fields).length > 0, '请至少对应一个字段')
    .refine((fields) => Object.keys(fields).length <= 200, '对应的字段不能超过200个')
    .describe('字段对应');

/** Why an API address cannot be used, or undefined. */
function addressProblem(raw: string): string | undefined {
  if (!URL.canParse(raw)) return '接口地址不是有效的网址';
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '接口地址必须以 http:// 或 https:// 开头';
  // Credentials in the address would show in logs and consoles; a header carries them instead.
  if (url.username || url.password) return '接口地址不能包含用户名或密码，请改用请求头';
  return undefined;
}

const httpUrl = z
  .string({ error: '请填写接口地址' })
  .trim()
  .min(1, '请填写接口地址')
  .max(2000, '接口地址太长')
  .superRefine((raw, ctx) => {
    const problem = addressProblem(raw);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .describe('接口地址');

/** RFC 7230 token: anything else is refused by fetch, so it is refused here where the office can fix it. */
const headerName = z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, '请求头名称格式不正确');
const headerValue = z
  .string()
  .max(4000, '请求头内容太长')
  .regex(/^[^\r\n]*$/, '请求头内容不能换行');
const paramName = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(64, `${label}不能超过64个字`)
    .describe(label);
const pageSize = z
  .number({ error: '每页条数必须是数字' })
  .int('每页条数必须是整数')
  .min(1, '每页条数不能小于1')
  .max(10_000, '每页条数不能超过10000');

/** How the API splits its rows; every mode stops on an empty or short page (see connectors.md). */
export const ZPaging = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('none') }),
    z.object({
      mode: z.literal('page'),
      pageParam: paramName('页码参数名'),
      sizeParam: paramName('每页条数参数名'),
      size: pageSize,
      startAt: z.union([z.literal(0), z.literal(1)], { error: '起始页码只能是0或1' }),
    }),
    z.object({ mode: z.literal('offset'), offsetParam: paramName('偏移参数名'), limitParam: paramName('条数参数名'), size: pageSize }),
    z.object({ mode: z.literal('cursor'), cursorParam: paramName('翻页标记参数名'), nextPath: dottedPath('下一页标记路径') }),
  ],
  { error: '请选择分页方式' },
);
export type TPaging = z.infer<typeof ZPaging>;

export const ZRestConnector = z
  .object({
    kind: z.literal('rest'),
    url: httpUrl,
    method: z.enum(['GET', 'POST'], { error: '请求方式只能是 GET 或 POST' }).optional(),
    headers: z.record(headerName, headerValue, { error: '请求头格式不正确' }).optional(),
    query: z
      .record(paramName('查询参数名'), z.string({ error: '查询参数的值必须是文字' }).max(2000, '查询参数的值太长'), {
        error: '查询参数格式不正确',
      })
      .optional(),
    /** Where the rows are; absent when the answer itself is the array. */
    rowsPath: dottedPath('数据列表路径').optional(),
    /** Where the API says how many rows it has in all: checked against the rows read, if given. */
    totalPath: dottedPath('总条数路径').optional(),
    paging: ZPaging,
    fields: fieldMap(dottedPath('来源字段路径')),
    successPath: dottedPath('成功标志路径').optional(),
    successValue: z.union([z.string(), z.number(), z.boolean()], { error: '成功标志的值只能是文字、数字或真假' }).optional(),
  })
  .refine((c) => (c.successPath === undefined) === (c.successValue === undefined), {
    message: '成功标志路径和成功标志的值须同时填写',
    path: ['successValue'],
  });
export type TRestConnector = z.infer<typeof ZRestConnector>;

/**
 * A plain PostgreSQL identifier, unquoted in the office's eyes: letters (Chinese too), digits, `_`, `$`,
 * at most 63 bytes. The connector always quotes it, so nothing in it can end the name.
 */
const IDENTIFIER = /^[\p{L}_][\p{L}\p{N}_$]*$/u;
const isIdentifier = (part: string) => IDENTIFIER.test(part) && Buffer.byteLength(part) <= 63;

const sourceColumn = z
  .string({ error: '请填写来源列名' })
  .trim()
  .refine(isIdentifier, '来源列名只能包含字母、数字和下划线，且不以数字开头');

const connectionString = z
  .string({ error: '请填写数据库连接串' })
  .trim()
  .max(2000, '数据库连接串太长')
  .refine(
    (raw) => URL.canParse(raw) && /^postgres(ql)?:$/.test(new URL(raw).protocol),
    '数据库连接串须形如 postgres://用户名:密码@主机:5432/库名',
  )
  .describe('数据库连接串');

export const ZSqlConnector = z.object({
  kind: z.literal('sql'),
  connectionString,
  /** `view` or `schema.view`: names only, so a config can never carry SQL of its own (no `where`). */
  view: z
    .string({ error: '请填写视图名' })
    .trim()
    .refine((name) => {
      const parts = name.split('.');
      return parts.length <= 2 && parts.every(isIdentifier);
    }, '视图名只能是“视图名”或“模式名.视图名”，由字母、数字和下划线组成')
    .describe('视图名'),
  fields: fieldMap(sourceColumn),
});
export type TSqlConnector = z.infer<typeof ZSqlConnector>;

export const ZConnectorConfig = z.discriminatedUnion('kind', [ZRestConnector, ZSqlConnector], { error: '请选择连接方式' });
export type TConnectorConfig = z.infer<typeof ZConnectorConfig>;
