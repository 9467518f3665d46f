import { describe, expect, it } from 'vitest';
import { ZConnectorConfig } from '../../connector-config';
import { redactConnectorConfig } from './index';

describe('redactConnectorConfig', () => {
  it('blanks header values and secret-looking query parameters of a REST connector', () => {
    const config = ZConnectorConfig.parse({
      kind: 'rest',
      url: 'https://jw.example.edu.cn/api/scores?access_token=abc&xn=2026',
      headers: { Authorization: 'Bearer abc', 'X-App': 'quad' },
      query: { appSecret: 'xyz', xq: '1' },
      rowsPath: 'data.list',
      paging: { mode: 'none' },
      fields: { studentNo: 'xh' },
    });
    expect(redactConnectorConfig(config)).toEqual({
      ...config,
      url: 'https://jw.example.edu.cn/api/scores?access_token=******&xn=2026',
      headers: { Authorization: '******', 'X-App': '******' },
      query: { appSecret: '******', xq: '1' },
    });
    expect(config).toMatchObject({ headers: { Authorization: 'Bearer abc' } });
  });

  it('blanks the password of a connection string, in the address or as a parameter', () => {
    const redact = (connectionString: string) =>
      redactConnectorConfig({ kind: 'sql', connectionString, view: 'v_scores', fields: { a: 'b' } });
    expect(redact('postgres://reader:p%40ss@10.0.0.5:5432/jw')).toMatchObject({
      connectionString: 'postgres://reader:******@10.0.0.5:5432/jw',
    });
    expect(redact('postgresql://10.0.0.5/jw?user=reader&password=secret&sslmode=require')).toMatchObject({
      connectionString: 'postgresql://10.0.0.5/jw?user=reader&password=******&sslmode=require',
    });
    expect(redact('postgres://reader@10.0.0.5/jw')).toMatchObject({ connectionString: 'postgres://reader@10.0.0.5/jw' });
  });
});
