/**
 * Computed fields: arithmetic over number answers, parsed by hand (never `eval`), so a design can
 * only ever add, subtract, multiply and divide what the form holds.
 *
 *   formula  := sum
 *   sum      := product (('+' | '-') product)*
 *   product  := unary (('*' | '/') unary)*
 *   unary    := '-' unary | atom
 *   atom     := number | '{' key '}' | fn '(' '{' table '}' '.' '{' column '}' ')' | '(' sum ')'
 *   fn       := sum | avg | count | min | max
 */

export type TFormulaValues = Record<string, unknown>;

const AGGREGATES = ['sum', 'avg', 'count', 'min', 'max'] as const;
type TAggregate = (typeof AGGREGATES)[number];

type TNode =
  | { t: 'num'; v: number }
  | { t: 'ref'; key: string }
  | { t: 'agg'; fn: TAggregate; table: string; column: string }
  | { t: 'neg'; x: TNode }
  | { t: 'op'; op: '+' | '-' | '*' | '/'; a: TNode; b: TNode };

export class FormulaError extends Error {}

function parse(source: string): TNode {
  let i = 0;
  const skip = () => {
    while (/\s/.test(source[i] ?? '')) i++;
  };
  const expect = (ch: string) => {
    skip();
    if (source[i] !== ch) throw new FormulaError(`公式在第${i + 1}个字符处应为“${ch}”`);
    i++;
  };
  const braced = (): string => {
    expect('{');
    const end = source.indexOf('}', i);
    if (end < 0) throw new FormulaError('公式缺少“}”');
    const key = source.slice(i, end).trim();
    if (!/^[A-Za-z0-9_]{1,60}$/.test(key)) throw new FormulaError(`公式中的字段“${key}”不正确`);
    i = end + 1;
    return key;
  };
  const atom = (): TNode => {
    skip();
    const ch = source[i];
    if (ch === '(') {
      i++;
      const inner = sum();
      expect(')');
      return inner;
    }
    if (ch === '{') return { t: 'ref', key: braced() };
    const number = /^\d+(\.\d+)?/.exec(source.slice(i));
    if (number) {
      i += number[0].length;
      return { t: 'num', v: Number(number[0]) };
    }
    const word = /^[a-z]+/.exec(source.slice(i));
    if (word && (AGGREGATES as readonly string[]).includes(word[0])) {
      i += word[0].length;
      expect('(');
      const table = braced();
      expect('.');
      const column = braced();
      expect(')');
      return { t: 'agg', fn: word[0] as TAggregate, table, column };
    }
    throw new FormulaError(ch === undefined ? '公式不完整' : `公式在第${i + 1}个字符处无法识别`);
  };
  const unary = (): TNode => {
    skip();
    if (source[i] === '-') {
      i++;
      return { t: 'neg', x: unary() };
    }
    return atom();
  };
  const binary = (next: () => TNode, ops: string): (() => TNode) => () => {
    let left = next();
    for (;;) {
      skip();
      const op = source[i];
      if (op === undefined || !ops.includes(op)) return left;
      i++;
      left = { t: 'op', op: op as '+' | '-' | '*' | '/', a: left, b: next() };
    }
  };
  const product = binary(unary, '*/');
  const sum = binary(product, '+-');
  if (source.length > 500) throw new FormulaError('公式太长');
  const tree = sum();
  skip();
  if (i < source.length) throw new FormulaError(`公式在第${i + 1}个字符处无法识别`);
  return tree;
}

/** The fields a formula reads: plain references, and table.column pairs of aggregates. */
export function formulaRefs(source: string): { keys: string[]; columns: { table: string; column: string }[] } {
  const keys: string[] = [];
  const columns: { table: string; column: string }[] = [];
  const walk = (n: TNode) => {
    if (n.t === 'ref') keys.push(n.key);
    else if (n.t === 'agg') columns.push({ table: n.table, column: n.column });
    else if (n.t === 'neg') walk(n.x);
    else if (n.t === 'op') {
      walk(n.a);
      walk(n.b);
    }
  };
  walk(parse(source));
  return { keys, columns };
}

const asNumber = (v: unknown): number | undefined => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v);
  return undefined;
};

/**
 * The formula's value over the answers, rounded to `decimals`; undefined when a referenced answer is
 * missing or a division by zero happens (the field then shows empty rather than a wrong number).
 */
export function evaluateFormula(source: string, values: TFormulaValues, decimals = 2): number | undefined {
  const ev = (n: TNode): number | undefined => {
    switch (n.t) {
      case 'num':
        return n.v;
      case 'ref':
        return asNumber(values[n.key]);
      case 'neg': {
        const x = ev(n.x);
        return x === undefined ? undefined : -x;
      }
      case 'agg': {
        const rows = Array.isArray(values[n.table]) ? (values[n.table] as Record<string, unknown>[]) : [];
        const cells = rows.map((r) => asNumber(r?.[n.column])).filter((v): v is number => v !== undefined);
        if (n.fn === 'count') return cells.length;
        if (n.fn === 'sum') return cells.reduce((a, b) => a + b, 0);
        if (cells.length === 0) return undefined;
        if (n.fn === 'avg') return cells.reduce((a, b) => a + b, 0) / cells.length;
        return n.fn === 'min' ? Math.min(...cells) : Math.max(...cells);
      }
      case 'op': {
        const a = ev(n.a);
        const b = ev(n.b);
        if (a === undefined || b === undefined) return undefined;
        if (n.op === '+') return a + b;
        if (n.op === '-') return a - b;
        if (n.op === '*') return a * b;
        return b === 0 ? undefined : a / b;
      }
    }
  };
  const result = ev(parse(source));
  if (result === undefined || !Number.isFinite(result)) return undefined;
  // Half away from zero, on the decimal the person sees (1.005 → 1.01, not the binary 1.00499…).
  const scale = 10 ** decimals;
  const rounded = Math.round(Number((Math.abs(result) * scale).toPrecision(15))) / scale;
  return (result < 0 ? -rounded : rounded) || 0;
}
