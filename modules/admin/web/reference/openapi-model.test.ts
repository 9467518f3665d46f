import { describe, expect, it } from 'vitest';
import { examplesOf } from './examples';
import { readDocument, searchGroups, type TOpenApiDocument } from './openapi-model';

const int = (min: number, max: number, description: string) => ({
  description,
  anyOf: [
    { type: 'integer', minimum: min, maximum: max },
    { type: 'string', pattern: '^-?\\d+$' },
  ],
});

/** The shapes `/api/openapi.json` uses: a form call, a JSON call guarded by a role, a GET with query, a page. */
const doc: TOpenApiDocument = {
  tags: [
    { name: 'platform', description: '平台公共接口' },
    { name: 'uc', description: '个人中心' },
    { name: 'admin', description: '管理后台' },
  ],
  paths: {
    '/uc/wap/login/check': {
      post: {
        tags: ['uc'],
        summary: '账号密码登录',
        'x-access': 'public',
        'x-errors': [{ e: 10022, m: '提交的信息有误，请检查后再试' }],
        requestBody: {
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                properties: { username: { type: 'string', minLength: 1, maxLength: 64, description: '账号' } },
                required: ['username'],
              },
            },
          },
        },
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: {
                  oneOf: [{ properties: { d: { type: 'object', properties: { uid: { type: 'string', description: '编号' } } } } }],
                },
              },
            },
          },
        },
      },
    },
    '/admin/api/tokens/create': {
      post: {
        tags: ['admin'],
        summary: '签发服务令牌',
        'x-access': { app: 'admin', module: 'tokens' },
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  grants: {
                    type: 'object',
                    additionalProperties: { type: 'object', properties: { module: { type: 'array', items: { type: 'string' } } } },
                    description: '可调用的应用与模块',
                  },
                  expires: int(0, 4102444800, '过期时间'),
                },
                required: ['grants', 'expires'],
              },
            },
          },
        },
      },
    },
    '/admin/api/webhooks/deliveries': {
      get: {
        tags: ['admin'],
        summary: '投递记录',
        'x-access': { app: 'admin', module: 'webhooks' },
        parameters: [{ name: 'page', in: 'query', required: false, description: '页码', schema: int(1, 100000, '页码') }],
      },
    },
    '/healthz': { get: { tags: ['platform'], summary: '健康检查', 'x-access': 'public', 'x-page': ['json'] } },
  },
};

describe('the reference page reads the OpenAPI document', () => {
  const groups = readDocument(doc);

  it('groups operations by module in the document’s tag order', () => {
    expect(groups.map((g) => [g.name, g.operations.map((o) => `${o.method} ${o.path}`)])).toEqual([
      ['平台公共接口', ['GET /healthz']],
      ['个人中心', ['POST /uc/wap/login/check']],
      ['管理后台', ['POST /admin/api/tokens/create', 'GET /admin/api/webhooks/deliveries']],
    ]);
  });

  it('shows each field with its type, limits and Chinese name, numbers that accept digits as integers', () => {
    const create = groups[2]!.operations[0]!;
    expect(create.encodings).toEqual(['application/json']);
    expect(create.fields.find((f) => f.name === 'expires')).toEqual({
      name: 'expires',
      type: 'integer',
      required: true,
      description: '过期时间',
      limits: [
        { kind: 'range', value: '0–4102444800' },
        { kind: 'numericString', value: '' },
      ],
    });
    expect(create.fields.find((f) => f.name === 'grants')?.type).toBe('map<string, object>');
    const login = groups[1]!.operations[0]!;
    expect(login.fields[0]).toMatchObject({ name: 'username', description: '账号', limits: [{ kind: 'length', value: '1–64' }] });
    expect(login.output?.properties).toHaveProperty('uid');
    expect(login.errors).toEqual([{ e: 10022, m: '提交的信息有误，请检查后再试' }]);
  });

  it('finds operations by path, summary or field description', () => {
    const paths = (q: string) => searchGroups(groups, q).flatMap((g) => g.operations.map((o) => o.path));
    expect(paths('login/check')).toEqual(['/uc/wap/login/check']);
    expect(paths('页码')).toEqual(['/admin/api/webhooks/deliveries']);
    expect(paths('令牌')).toEqual(['/admin/api/tokens/create']);
    expect(paths('')).toHaveLength(4);
  });

  it('builds example requests: a form curl, and JSON for JSON calls, with the right credentials', () => {
    const [, uc, admin] = groups;
    const login = examplesOf(uc!.operations[0]!, 'https://portal.example.edu.cn');
    expect(login.curl).toBe("curl -X POST 'https://portal.example.edu.cn/uc/wap/login/check' \\\n  --data-urlencode 'username=abc'");
    expect(JSON.parse(login.json ?? '')).toEqual({ username: 'abc' });
    const create = examplesOf(admin!.operations[0]!, 'https://h');
    // A map of arrays does not fit a form body: only the JSON example is offered.
    expect(create.curl).toBeUndefined();
    expect(create.curlJson).toContain("-H 'Authorization: Bearer qst_<令牌>'");
    expect(JSON.parse(create.json ?? '')).toEqual({ grants: { key: { module: ['abc'] } }, expires: 1 });
    expect(examplesOf(admin!.operations[1]!, 'https://h').curl).toBe(
      "curl -G 'https://h/admin/api/webhooks/deliveries' \\\n  -H 'Authorization: Bearer qst_<令牌>' \\\n  --data-urlencode 'page=1'",
    );
  });
});
