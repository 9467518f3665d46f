import type { CallContract, TCallAccess } from '@quad/contracts/call';
import { defaultMessages, type TErrorCode } from '@quad/contracts/errors';
import type { TPage, TPageResult } from '../http/pages';
import type { SchemaBook, TJsonSchema } from './schemas';

export interface TOperation {
  path: string;
  method: string;
  operation: TJsonSchema;
}

/** Fastify's `/:id` and `/*` as OpenAPI templates (`/{id}`, `/{path}`). */
export const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');

const operationId = (method: string, path: string) =>
  `${method.toLowerCase()}_${path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`;

function describeAccess(access: TCallAccess): string {
  if (access === 'public') return '公开，无需登录';
  if (access === 'session') return '需要登录（eai-sess 会话）';
  return `需要应用 ${access.app}${access.module ? ` 的 ${access.module} 模块` : ''}权限（会话或服务令牌）`;
}

function security(access: TCallAccess): TJsonSchema[] | undefined {
  if (access === 'public') return undefined;
  if (access === 'session') return [{ session: [] }];
  return [{ session: [] }, { serviceToken: [] }];
}

/** What every operation says about who may call it. */
function accessFields(access: TCallAccess): TJsonSchema {
  const sec = security(access);
  return { 'x-access': access, ...(sec ? { security: sec } : {}) };
}

function envelopeSchema(d: TJsonSchema, codes: TErrorCode[]): TJsonSchema {
  const success = {
    type: 'object',
    title: '成功',
    required: ['e', 'm', 'd'],
    properties: { e: { const: 0 }, m: { type: 'string', examples: [defaultMessages[0]] }, d },
  };
  const failure = {
    type: 'object',
    title: '失败',
    required: ['e', 'm', 'd'],
    properties: {
      e: { type: 'integer', enum: codes, description: codes.map((c) => `${c}：${defaultMessages[c]}`).join('；') },
      m: { type: 'string', description: '可直接展示给用户的中文提示' },
      d: { $ref: '#/components/schemas/ErrorData' },
    },
  };
  return codes.length ? { oneOf: [success, failure] } : success;
}

type TProperties = Record<string, TJsonSchema>;

function queryParameters(schema: TJsonSchema): TJsonSchema[] {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries((schema.properties ?? {}) as TProperties).map(([name, field]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(field.description ? { description: field.description } : {}),
    schema: field,
  }));
}

/** Multipart calls carry one file (the platform reads whatever field holds it; our pages use `file`). */
function withFile(schema: TJsonSchema): TJsonSchema {
  const file = { type: 'string', contentMediaType: 'application/octet-stream', description: '要上传的文件' };
  return {
    ...schema,
    properties: { file, ...((schema.properties ?? {}) as TProperties) },
    required: ['file', ...((schema.required as string[]) ?? [])],
  };
}

function requestBody(contract: CallContract, schema: TJsonSchema): TJsonSchema {
  if (contract.encoding === 'multipart') return { required: true, content: { 'multipart/form-data': { schema: withFile(schema) } } };
  const form = { 'application/x-www-form-urlencoded': { schema } };
  const json = { 'application/json': { schema } };
  const required = ((schema.required as string[] | undefined) ?? []).length > 0;
  return { required, content: contract.encoding === 'json' ? { ...json, ...form } : { ...form, ...json } };
}

/** One operation per method of each path (main path and aliases) that the call answers. */
export function callOperations(contract: CallContract, book: SchemaBook): TOperation[] {
  const input = book.convert(contract.input, 'input');
  const hasFields = Object.keys((input.properties ?? {}) as TProperties).length > 0 || contract.encoding === 'multipart';
  // Those it declares and those its access and input imply (`defineCall` adds them).
  const codes = (contract.errors ?? []) as TErrorCode[];
  const responses = {
    '200': {
      description: 'HTTP 状态总是 200；e 为 0 表示成功，d 为数据，否则 e 为错误码、m 为中文提示',
      content: { 'application/json': { schema: envelopeSchema(book.convert(contract.output, 'output'), codes) } },
    },
  };
  const methods = [contract.method, ...(contract.alsoMethods ?? [])];
  const lines = [`权限：${describeAccess(contract.access)}`];
  if (contract.aliases?.length) lines.push(`同一接口的其他地址：${[contract.path, ...contract.aliases].join('、')}`);
  // A call under a site prefix (the original tenant bridge `/a_:site/…`) is documented with its parameter, as a page is.
  return [contract.path, ...(contract.aliases ?? [])].map(toOpenApiPath).flatMap((path) =>
    methods.map((method) => ({
      path,
      method,
      operation: {
        operationId: operationId(method, path),
        tags: [tagOf(path)],
        summary: contract.summary,
        description: lines.join('\n\n'),
        ...accessFields(contract.access),
        'x-errors': codes.map((e) => ({ e, m: defaultMessages[e] })),
        ...(contract.reasons?.length ? { 'x-reasons': contract.reasons } : {}),
        ...(method === 'GET' ? { parameters: queryParameters(input) } : hasFields ? { requestBody: requestBody(contract, input) } : {}),
        responses,
      },
    })),
  );
}

function pageResponses(page: TPage, book: SchemaBook): TJsonSchema {
  const ok: Record<string, TJsonSchema> = {};
  const add: Record<TPageResult, () => void> = {
    html: () => (ok['text/html'] = { schema: { type: 'string' } }),
    file: () => (ok['application/octet-stream'] = { schema: { type: 'string', contentMediaType: 'application/octet-stream' } }),
    json: () => (ok['application/json'] ??= { schema: { type: 'object' } }),
    envelope: () => (ok['application/json'] = { schema: { $ref: '#/components/schemas/Envelope' } }),
    redirect: () => undefined,
    text: () => (ok['text/plain'] = { schema: { type: 'string' } }),
  };
  for (const result of page.produces) add[result]();
  if (page.output) ok['application/json'] = { schema: envelopeSchema(book.convert(page.output, 'output'), []) };
  const responses: TJsonSchema = {};
  if (Object.keys(ok).length) responses['200'] = { description: '成功', content: ok };
  if (page.produces.includes('redirect')) {
    responses['302'] = { description: '跳转（到登录页、第三方授权页或目标页面）', headers: { Location: { schema: { type: 'string' } } } };
  }
  return responses;
}

export function pageOperation(page: TPage, book: SchemaBook): TOperation {
  const path = toOpenApiPath(page.path);
  const parameters = page.query ? queryParameters(book.convert(page.query, 'input')) : [];
  if (path.includes('{path}'))
    parameters.unshift({ name: 'path', in: 'path', required: true, description: '任意页面路径', schema: { type: 'string' } });
  const notes = [`权限：${describeAccess(page.access)}`];
  if (page.siteRelative) notes.push('位于各站点的基础路径之下（默认 /site/），此处以默认路径列出');
  return {
    path,
    method: page.method,
    operation: {
      operationId: operationId(page.method, path),
      tags: [tagOf(path)],
      summary: page.summary,
      description: notes.join('\n\n'),
      ...accessFields(page.access),
      'x-page': page.produces,
      ...(page.siteRelative ? { 'x-site-relative': true } : {}),
      ...(parameters.length ? { parameters } : {}),
      responses: pageResponses(page, book),
    },
  };
}

/** Shared prefixes of platform calls: `/wap/...` and `/api/...` belong to no area. */
const PLATFORM_SEGMENTS = new Set(['wap', 'api']);

/** The area a path belongs to: `/{module}/wap/...` and `/{module}/api/...`; everything else is the platform's. */
function tagOf(path: string): string {
  const [first, second] = path.split('/').filter(Boolean);
  return first && !PLATFORM_SEGMENTS.has(first) && PLATFORM_SEGMENTS.has(second ?? '') ? first : 'platform';
}
