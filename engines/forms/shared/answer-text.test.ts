import { describe, expect, it } from 'vitest';
import type { TField } from './definition';
import { answerText } from './answer-text';

const texts = { rows: (n: number) => `${n} 行`, files: (n: number) => `${n} 个文件`, signed: '已签名' };
const options = [
  { value: '1', label: '男' },
  { value: '2', label: '女' },
];
const field = (kind: TField['kind'], extra: Partial<TField> = {}): TField => ({ key: `${kind}_1_1`, kind, label: 'x', ...extra });

describe('answers as text', () => {
  it('names choices by their labels', () => {
    expect(answerText(field('radio', { options }), '2', texts)).toBe('女');
    expect(answerText(field('checkbox', { options }), ['1', '2', '9'], texts)).toBe('男、女、9');
  });

  it('summarises uploads, tables, places and signatures', () => {
    expect(answerText(field('image'), ['a', 'b'], texts)).toBe('2 个文件');
    expect(answerText(field('table'), [{}, {}, {}], texts)).toBe('3 行');
    expect(answerText(field('location'), { lng: 1, lat: 2, address: '图书馆' }, texts)).toBe('图书馆');
    expect(answerText(field('signature'), 'up_1', texts)).toBe('已签名');
  });

  it('adds the unit to numbers and leaves empty answers empty', () => {
    expect(answerText(field('number', { unit: '人' }), 12, texts)).toBe('12 人');
    expect(answerText(field('text'), '', texts)).toBe('');
    expect(answerText(field('region'), ['四川省', '成都市'], texts)).toBe('四川省 成都市');
  });
});
