import { describe, expect, it } from 'vitest';
import { keysMatch, prefixEnd, searchKeys, searchProbe } from './keys';

const finds = (name: string, typed: string, kind: 'person' | 'text' = 'person') => keysMatch(searchKeys(name, kind), searchProbe(typed));

describe('search keys', () => {
  it('find a person by Chinese, full pinyin, its start and initials, in any case and spacing', () => {
    for (const typed of ['张三', '张', '三', 'zs', 'ZS', 'zhangs', 'zhangsan', 'Zhang San', 'san', 'zhang-san', '张san']) {
      expect(finds('张三', typed), typed).toBe(true);
    }
  });

  it('do not find another person by those words', () => {
    for (const typed of ['zhangs', 'zhangsan', '张三', '张san']) expect(finds('赵四', typed), typed).toBe(false);
    expect(finds('李四', 'zs')).toBe(false);
  });

  it('find by initials whoever has them: 赵四 is zs too', () => {
    expect(finds('赵四', 'zs')).toBe(true);
  });

  it('read a surname as a surname', () => {
    expect(finds('单雄信', 'shanxiongxin')).toBe(true);
    expect(finds('单雄信', 'sxx')).toBe(true);
    expect(finds('曾国藩', 'zengguofan')).toBe(true);
  });

  it('type ü as v', () => {
    expect(finds('吕布', 'lvbu')).toBe(true);
  });

  it('find a department by initials and letters or digits in its name', () => {
    expect(finds('计算机学院', 'jsjxy', 'text')).toBe(true);
    expect(finds('计算机学院', 'xueyuan', 'text')).toBe(true);
    expect(finds('软件2024级1班', '2024', 'text')).toBe(true);
    expect(finds('软件2024级1班', 'rj2024', 'text')).toBe(true);
  });

  it('keep Chinese typed alone as Chinese, so a homophone is not found', () => {
    expect(finds('章三', '张三')).toBe(false);
  });

  it('find nothing for nothing searchable', () => {
    expect(searchProbe(' %_ ')).toBe('');
    expect(finds('张三', '%')).toBe(false);
  });

  it('leave out keys another key starts with', () => {
    expect(searchKeys('张三', 'person').sort()).toEqual(['san', 'zhangsan', 'zs', '三', '张三'].sort());
  });

  it('end a prefix range after every string with that prefix', () => {
    expect(prefixEnd('zs')).toBe('zt');
    expect('zs' < prefixEnd('zs') && 'zszzzz' < prefixEnd('zs')).toBe(true);
    expect('张三丰' < prefixEnd('张三')).toBe(true);
  });
});
