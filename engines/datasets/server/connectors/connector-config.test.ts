import { describe, expect, it } from 'vitest';
import { ZConnectorConfig } from '../../connector-config';

const rest = {
  kind: 'rest',
  url: 'https://jw.example.edu.cn/api/scores',
  rowsPath: 'data.list',
  paging: { mode: 'none' },
  fields: { studentNo: 'xh' },
};
const sql = {
  kind: 'sql',
  connectionString: 'postgres://reader:pw@10.0.0.5:5432/jw',
  view: 'jw.v_scores',
  fields: { studentNo: 'xh', name: '姓名' },
};

/** The Chinese messages of a config's problems, or [] when it is accepted. */
const problems = (config: unknown) => ZConnectorConfig.safeParse(config).error?.issues.map((issue) => issue.message) ?? [];

describe('connector config', () => {
  it('accepts a REST and an SQL connector', () => {
    expect(problems(rest)).toEqual([]);
    expect(problems(sql)).toEqual([]);
    expect(problems({ ...sql, view: '成绩视图' })).toEqual([]);
  });

  it.each(['ftp://jw.example.edu.cn/x', 'file:///etc/passwd', 'javascript:alert(1)'])('refuses the address %s', (url) => {
    expect(problems({ ...rest, url })).toEqual(['接口地址必须以 http:// 或 https:// 开头']);
  });

  it('refuses credentials in the address and a value that is no address', () => {
    expect(problems({ ...rest, url: 'https://u:p@jw.example.edu.cn/' })).toEqual(['接口地址不能包含用户名或密码，请改用请求头']);
    expect(problems({ ...rest, url: 'jw/api' })).toEqual(['接口地址不是有效的网址']);
  });

  it.each(['scores; drop table users', 'jw.v_scores --', '"scores"', 'a.b.c', '1scores', 'public.', "scores'"])(
    'refuses the view name %s',
    (view) => {
      expect(problems({ ...sql, view })).toEqual(['视图名只能是“视图名”或“模式名.视图名”，由字母、数字和下划线组成']);
    },
  );

  it('refuses a source column that is not a plain name', () => {
    expect(problems({ ...sql, fields: { a: 'xh) from users --' } })).toEqual(['来源列名只能包含字母、数字和下划线，且不以数字开头']);
  });

  it('has no way to add a condition of its own', () => {
    expect(ZConnectorConfig.parse({ ...sql, where: '1=1; drop table x' })).not.toHaveProperty('where');
  });

  it('refuses another database than PostgreSQL', () => {
    expect(problems({ ...sql, connectionString: 'mysql://root@db/jw' })).toEqual([
      '数据库连接串须形如 postgres://用户名:密码@主机:5432/库名',
    ]);
  });

  it('names the missing or malformed settings', () => {
    expect(problems({ ...rest, rowsPath: 'data..list', fields: {} })).toEqual([
      '数据列表路径格式不正确，应为以点分隔的字段名，如 data.list',
      '请至少对应一个字段',
    ]);
    expect(problems({ ...rest, successPath: 'code' })).toEqual(['成功标志路径和成功标志的值须同时填写']);
    expect(problems({ ...rest, paging: { mode: 'page', pageParam: 'p', sizeParam: 's', size: 0, startAt: 2 } })).toEqual([
      '每页条数不能小于1',
      '起始页码只能是0或1',
    ]);
    expect(problems({ ...rest, headers: { Authorization: 'Bearer a\r\nX-Evil: 1' } })).toEqual(['请求头内容不能换行']);
    expect(problems({ ...rest, kind: 'ftp' })).toEqual(['请选择连接方式']);
  });
});
