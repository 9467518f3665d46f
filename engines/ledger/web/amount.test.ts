import { expect, it } from 'vitest';
import { fenOf } from './amount';

it('reads typed yuan as whole fen by the digits, and nothing else', () => {
  expect(['12', '12.3', '12.30', '0.29', ' 1000.01 ', '0'].map(fenOf)).toEqual([1200, 1230, 1230, 29, 100001, 0]);
  expect(['', '1.234', '-1', '1e3', '.5', '12.', 'abc'].map(fenOf)).toEqual(Array(7).fill(undefined));
});
