import { z } from 'zod';
import type { CallContract } from '@quad/contracts/call';
import { ZFieldErrors } from '@quad/contracts/envelope';
import { defaultMessages, ErrorCode } from '@quad/contracts/errors';
import type { TModuleManifest } from '@quad/contracts/manifest';
import type { TPage } from '../http/pages';
import type { TWebhookCatalogue } from '../webhooks/catalogue';
import { callOperations, pageOperation, type TOperation } from './operations';
import { SchemaBook, type TJsonSchema } from './schemas';
import { webhookOperations } from './webhook-events';

/** What `d` may hold when `e` is not 0. */
const ZErrorData = z
  .object({
    errors: ZFieldErrors.optional().describe('各字段的错误提示（10022）'),
    login_url: z.string().optional().describe('登录地址，带回跳参数（10013）'),
    request_id: z.string().optional().describe('请求编号，联系管理员时提供（10500）'),
    reason: z
      .string()
      .optional()
      .describe('拒绝的稳定原因（如 health.already-reported，见各接口的 x-reasons）：程序据此判断，不要比对 m 的文字'),
  })
  .loose();

const ZEnvelope = z.object({
  e: z.number().int().describe('0 为成功，其余为错误码'),
  m: z.string().describe('中文提示'),
  d: z.unknown().describe('数据'),
});

const GLOBAL_CODES = [ErrorCode.SITE_SUSPENDED, ErrorCode.RATE_LIMITED, ErrorCode.SYSTEM] as const;

const INTRO = [
  '本文档在服务启动时由各接口的 zod 契约生成，与服务端校验所用的是同一份定义。',
  '请求：POST 接口接受 application/x-www-form-urlencoded 或 application/json（上传为 multipart/form-data）；GET 接口用查询参数。时间均为 Unix 秒。',
  '回答：HTTP 状态总是 200，正文为 {e, m, d}：e 为 0 表示成功，d 为数据；否则 e 为错误码，m 为可直接展示的中文提示，d 可能带 errors（各字段的错误）、login_url、request_id 或 reason（拒绝的稳定原因）。',
  '身份：浏览器用 eai-sess 会话 Cookie；外部系统用站点管理员签发的服务令牌（Authorization: Bearer <令牌>），只能调用令牌授权的应用与模块。站点由请求的 Host 决定。',
  `任何接口都可能返回：${GLOBAL_CODES.map((c) => `${c}（${defaultMessages[c]}）`).join('、')}。`,
].join('\n\n');

export interface TDocumentSources {
  calls: CallContract[];
  pages: TPage[];
  manifests: TModuleManifest[];
  webhookEvents: TWebhookCatalogue;
}

function tagsOf(operations: TOperation[], manifests: TModuleManifest[]): TJsonSchema[] {
  const names: Record<string, string> = { platform: '平台公共接口', admin: '管理后台', webhooks: 'Webhook 事件（由门户发出）' };
  for (const m of manifests) names[m.id] = m.name.zh;
  const used = [...new Set([...operations.flatMap((o) => o.operation.tags as string[]), 'webhooks'])];
  used.sort((a, b) => (a === 'platform' ? -1 : b === 'platform' ? 1 : a.localeCompare(b)));
  return used.map((name) => ({ name, description: names[name] ?? name }));
}

/**
 * The OpenAPI 3.1 reference of every call and page this server registered. Fails (at start-up)
 * when two records claim the same path and method, which would make one of them invisible.
 */
export function buildOpenApiDocument(sources: TDocumentSources): TJsonSchema {
  const book = new SchemaBook();
  const operations = [...sources.calls.flatMap((c) => callOperations(c, book)), ...sources.pages.map((p) => pageOperation(p, book))];
  const paths: Record<string, Record<string, TJsonSchema>> = {};
  for (const { path, method, operation } of operations) {
    const item = (paths[path] ??= {});
    const key = method.toLowerCase();
    if (item[key]) throw new Error(`接口文档中 ${method} ${path} 重复`);
    item[key] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Quad 校园门户接口参考', version: '1', description: INTRO },
    servers: [{ url: '/' }],
    tags: tagsOf(operations, sources.manifests),
    paths,
    webhooks: webhookOperations(sources.webhookEvents, book),
    components: {
      schemas: { ...book.components, ErrorData: book.convert(ZErrorData, 'output'), Envelope: book.convert(ZEnvelope, 'output') },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'eai-sess', description: '登录后设置的会话 Cookie' },
        serviceToken: { type: 'http', scheme: 'bearer', description: '站点管理员签发的服务令牌，只在签发它的站点有效' },
      },
    },
  };
}
