import { describe, expect, it } from 'vitest';
import { passwordsCsv } from './passwords-file';

describe('the one-time passwords file', () => {
  it('is CSV with a byte-order mark, one person a line, quoting what needs it', () => {
    const csv = passwordsCsv(
      ['行号', '账号', '初始密码'],
      [
        { row: 2, username: 'lina', password: 'Xy7kPq2mRt' },
        { row: 4, username: 'guest,1', password: 'a"b' },
      ],
    );
    expect(csv).toBe('\uFEFF行号,账号,初始密码\r\n2,lina,Xy7kPq2mRt\r\n4,"guest,1","a""b"\r\n');
  });
});
