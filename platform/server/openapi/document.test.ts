import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HOSTS, type TTestApp } from '@quad/server/test/harness';
import type { TJsonSchema } from './schemas';

type TOperationDoc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TTestApp;
let document: TJsonSchema;
const operation = (path: string, method: string) =>
  (document.paths as Record<string, Record<string, TOperationDoc>>)[path]?.[method] as TOperationDoc;
const successD = (op: TOperationDoc) => {
  const schema = op.responses['200'].content['application/json'].schema;
  return (schema.oneOf ? schema.oneOf[0] : schema).properties.d;
};

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: HOSTS.south } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  document = res.json();
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('describes sign-in: form or JSON body, each field with its type, limits and Chinese name, and its error codes', () => {
    const op = operation('/uc/wap/login/check', 'post');
    expect(op.tags).toEqual(['uc']);
    expect(op.summary).toBe('账号密码登录，成功后设置 eai-sess 与 UUkey');
    expect(op['x-access']).toBe('public');
    expect(op.security).toBeUndefined();
    expect(Object.keys(op.requestBody.content)).toEqual(['application/x-www-form-urlencoded', 'application/json']);
    const body = op.requestBody.content['application/x-www-form-urlencoded'].schema;
    expect(body.required).toEqual(['username', 'password']);
    expect(body.properties.username).toEqual({ type: 'string', minLength: 1, maxLength: 64, description: '账号' });
    expect(body.properties.password).toEqual({ type: 'string', minLength: 1, maxLength: 128, description: '密码' });
    expect(op['x-errors']).toEqual([
      { e: 1, m: '操作失败，请稍后再试' },
      { e: 10022, m: '提交的信息有误，请检查后再试' },
      { e: 10029, m: '操作太频繁，请稍后再试' },
    ]);
    const failure = op.responses['200'].content['application/json'].schema.oneOf[1];
    expect(failure.properties.e.enum).toEqual([1, 10022, 10029]);
  });

  it('lists the stable refusal reasons a call answers as d.reason, and none for the original protocol, whose bodies are fixed', () => {
    expect(operation('/ncov/wap/report/save', 'post')['x-reasons']).toEqual(['health.already-reported']);
    expect(operation('/ncov/wap/default/save', 'post')['x-reasons']).toBeUndefined();
  });

  it('describes get-info: needs a session, answers d.base with role.number, and may answer 10013 or 10003 (to a token)', () => {
    for (const method of ['get', 'post']) {
      const op = operation('/uc/wap/user/get-info', method);
      expect(op['x-access']).toBe('session');
      expect(op.security).toEqual([{ session: [] }]);
      expect(op['x-errors']).toEqual([
        { e: 10003, m: '您没有权限进行此操作' },
        { e: 10013, m: '用户信息已失效,请重新进入页面' },
      ]);
      const d = successD(op);
      expect(d.required).toEqual(['base']);
      expect(d.properties.base.properties.role.properties.number).toEqual({ type: 'string', description: '学工号' });
      expect(d.properties.base.properties.type.enum).toEqual(['student', 'teacher', 'staff', 'visitor']);
    }
    expect(document.components).toMatchObject({ securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'eai-sess' } } });
  });

  it('describes the upload as multipart with one file', () => {
    const op = operation('/api/upload/index', 'post');
    expect(Object.keys(op.requestBody.content)).toEqual(['multipart/form-data']);
    const schema = op.requestBody.content['multipart/form-data'].schema;
    expect(schema.required).toEqual(['file']);
    expect(schema.properties.file).toMatchObject({ type: 'string', contentMediaType: 'application/octet-stream' });
    expect(successD(op).properties.file.description).toBe('文件标识，用于 attach?file=');
  });

  it('keeps the limits of numeric fields that also accept numeric strings, and lists aliases', () => {
    const op = operation('/wap/log/save-log', 'post');
    const timestamp = op.requestBody.content['application/json'].schema.properties.timestamp;
    expect(timestamp.description).toBe('时间戳');
    expect(timestamp.anyOf[0]).toMatchObject({ type: 'integer', minimum: 0, maximum: 4_102_444_800 });
    expect(timestamp.anyOf[1]).toMatchObject({ type: 'string', pattern: '^-?\\d+$' });
    expect(operation('/api/log/save-log', 'post').summary).toBe(op.summary);
    expect(op.description).toContain('/api/log/save-log');
  });

  it('sends GET parameters as query parameters', () => {
    const op = operation('/site/attach', 'get');
    expect(op.parameters).toEqual([
      expect.objectContaining({ name: 'file', in: 'query', required: true, description: '上传时返回的文件标识' }),
      expect.objectContaining({ name: 'thumb', in: 'query', required: false }),
    ]);
  });

  it('says which calls a service token may make: role-guarded ones, with the token as an alternative to a session', () => {
    const op = operation('/admin/api/tokens/create', 'post');
    expect(op['x-access']).toEqual({ app: 'admin', module: 'tokens' });
    expect(op.security).toEqual([{ session: [] }, { serviceToken: [] }]);
    expect(op['x-errors'].map((x: { e: number }) => x.e)).toEqual([10003, 10013, 10022, 10028]);
    expect(Object.keys(op.requestBody.content)[0]).toBe('application/json');
    expect(document.components).toMatchObject({ securitySchemes: { serviceToken: { type: 'http', scheme: 'bearer' } } });
  });

  it('describes what each webhook event POSTs, with the signature headers', () => {
    const hook = (document.webhooks as Record<string, TOperationDoc>)['user.created']!.post;
    expect(hook.parameters.map((p: { name: string }) => p.name)).toEqual([
      'X-Quad-Event',
      'X-Quad-Delivery',
      'X-Quad-Timestamp',
      'X-Quad-Signature',
    ]);
    const body = hook.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['id', 'event', 'site', 'created', 'data']);
    expect(body.properties.data.properties.realname.description).toBe('姓名');
    expect(body.properties.event).toMatchObject({ const: 'user.created' });
    // The events the engines and areas declare, in the order they register.
    expect(Object.keys(document.webhooks as object)).toEqual(['form.submitted', 'workflow.submitted', 'workflow.decided', 'workflow.completed', 'user.created', 'user.changed', 'report.submitted', 'student-record.corrected']);
  });

  it('groups operations by area with Chinese names', () => {
    expect(document.tags).toEqual(
      expect.arrayContaining([
        { name: 'platform', description: '平台公共接口' },
        { name: 'uc', description: '个人中心' },
      ]),
    );
    expect(operation('/wap/setting/info', 'post').tags).toEqual(['platform']);
  });
});
