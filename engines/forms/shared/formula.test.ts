import { describe, expect, it } from 'vitest';
import { evaluateFormula, FormulaError, formulaRefs } from './formula';

const items = [
  { number_1_2: 3, number_1_3: '10' },
  { number_1_2: '5', number_1_3: 20.5 },
  { number_1_2: 'x', number_1_3: 1 },
  { number_1_3: 4 },
];

describe('evaluateFormula', () => {
  it('multiplies and divides before adding and subtracting, left to right', () => {
    expect(evaluateFormula('1 + 2 * 3', {})).toBe(7);
    expect(evaluateFormula('10 - 4 - 3', {})).toBe(3);
    expect(evaluateFormula('12 / 3 / 2', {})).toBe(2);
    expect(evaluateFormula('2 * 3 + 4 * 5', {})).toBe(26);
  });

  it('follows parentheses and unary minus', () => {
    expect(evaluateFormula('(1 + 2) * 3', {})).toBe(9);
    expect(evaluateFormula('-(2 + 3) * 2', {})).toBe(-10);
    expect(evaluateFormula('2 - -3', {})).toBe(5);
    expect(evaluateFormula('--4', {})).toBe(4);
    expect(evaluateFormula('-{number_1_1}', { number_1_1: 7 })).toBe(-7);
  });

  it('reads referenced answers, numbers or numeric strings', () => {
    expect(evaluateFormula('{number_1_1} * {number_1_2}', { number_1_1: '2.5', number_1_2: 4 })).toBe(10);
    expect(evaluateFormula('{ number_1_1 } + 1', { number_1_1: ' 3 ' })).toBe(4);
  });

  it('is undefined when a referenced answer is missing or not a number', () => {
    expect(evaluateFormula('{number_1_1} + 1', {})).toBeUndefined();
    expect(evaluateFormula('{number_1_1} + 1', { number_1_1: '' })).toBeUndefined();
    expect(evaluateFormula('{number_1_1} + 1', { number_1_1: 'abc' })).toBeUndefined();
    expect(evaluateFormula('-{number_1_1}', { number_1_1: ['1'] })).toBeUndefined();
  });

  it('is undefined on division by zero', () => {
    expect(evaluateFormula('1 / 0', {})).toBeUndefined();
    expect(evaluateFormula('{number_1_1} / ({number_1_2} - 2)', { number_1_1: 1, number_1_2: 2 })).toBeUndefined();
  });

  it('rounds to the decimals asked for (2 by default)', () => {
    expect(evaluateFormula('10 / 3', {})).toBe(3.33);
    expect(evaluateFormula('10 / 3', {}, 0)).toBe(3);
    expect(evaluateFormula('2 / 3', {}, 4)).toBe(0.6667);
    expect(evaluateFormula('0.1 + 0.2', {})).toBe(0.3);
  });

  it('aggregates a table column over its numeric cells', () => {
    const values = { table_1_1: items };
    expect(evaluateFormula('sum({table_1_1}.{number_1_2})', values)).toBe(8);
    expect(evaluateFormula('count({table_1_1}.{number_1_2})', values)).toBe(2);
    expect(evaluateFormula('avg({table_1_1}.{number_1_3})', values)).toBe(8.88);
    expect(evaluateFormula('min({table_1_1}.{number_1_3})', values)).toBe(1);
    expect(evaluateFormula('max({table_1_1}.{number_1_3})', values)).toBe(20.5);
    expect(evaluateFormula('sum({table_1_1}.{number_1_3}) * 2 + 1', values)).toBe(72);
  });

  it('sums and counts an empty or missing table as 0, but has no avg/min/max of it', () => {
    for (const values of [{}, { table_1_1: [] }, { table_1_1: 'not rows' }]) {
      expect(evaluateFormula('sum({table_1_1}.{number_1_2})', values)).toBe(0);
      expect(evaluateFormula('count({table_1_1}.{number_1_2})', values)).toBe(0);
      expect(evaluateFormula('avg({table_1_1}.{number_1_2})', values)).toBeUndefined();
      expect(evaluateFormula('min({table_1_1}.{number_1_2})', values)).toBeUndefined();
      expect(evaluateFormula('max({table_1_1}.{number_1_2})', values)).toBeUndefined();
    }
  });
});

describe('formulaRefs', () => {
  it('lists plain references and aggregated table columns', () => {
    expect(formulaRefs('{number_1_1} * ({number_1_2} + 1) - sum({table_1_3}.{number_1_4}) / count({table_1_3}.{number_1_5})')).toEqual({
      keys: ['number_1_1', 'number_1_2'],
      columns: [
        { table: 'table_1_3', column: 'number_1_4' },
        { table: 'table_1_3', column: 'number_1_5' },
      ],
    });
    expect(formulaRefs('-{number_1_1}')).toEqual({ keys: ['number_1_1'], columns: [] });
    expect(formulaRefs('42')).toEqual({ keys: [], columns: [] });
  });
});

describe('what is not in the grammar', () => {
  it.each([
    'constructor',
    'process.exit()',
    '{number_1_1}; 1',
    '{number_1_1}.constructor',
    'this',
    'Math.max(1, 2)',
    'sum(1)',
    'summary({table_1_1}.{number_1_2})',
    'sum({table_1_1})',
    '{a b}',
    '{__proto__',
    '{}',
    '1 +',
    '(1 + 2',
    '1 2',
    '1 ** 2',
    '1 % 2',
    '.5',
    '',
    '1'.repeat(501),
  ])('%s throws FormulaError', (source) => {
    expect(() => evaluateFormula(source, {})).toThrow(FormulaError);
    expect(() => formulaRefs(source)).toThrow(FormulaError);
  });

  it('says where the problem is, in Chinese', () => {
    expect(() => formulaRefs('1 + ')).toThrow('公式不完整');
    expect(() => formulaRefs('1 + x')).toThrow('公式在第5个字符处无法识别');
    expect(() => formulaRefs('(1 + 2')).toThrow('公式在第7个字符处应为“)”');
    expect(() => formulaRefs('{a-b}')).toThrow('公式中的字段“a-b”不正确');
    expect(() => formulaRefs('{a')).toThrow('公式缺少“}”');
    expect(() => formulaRefs('1'.repeat(501))).toThrow('公式太长');
  });
});

describe('rounding and spacing as people write them', () => {
  it('rounds halves away from zero on the decimal shown', () => {
    expect(evaluateFormula('1.005', {}, 2)).toBe(1.01);
    expect(evaluateFormula('-2.5', {}, 0)).toBe(-3);
    expect(evaluateFormula('0.1 + 0.2', {}, 2)).toBe(0.3);
  });

  it('reads a formula written over several lines', () => {
    expect(evaluateFormula('{a}\n\t+ 1', { a: 2 })).toBe(3);
  });
});
