import { expect, it } from 'vitest';
import { fenOf, fenReader } from './money';

it('reads typed yuan as whole fen by the digits, and nothing else', () => {
  expect(['12', '12.3', '12.30', '0.29', ' 1000.01 ', '0'].map(fenOf)).toEqual([1200, 1230, 1230, 29, 100001, 0]);
  expect(['', '1.234', '-1', '1e3', '.5', '12.', 'abc'].map(fenOf)).toEqual(Array(7).fill(undefined));
});

it('takes no more digits before the point than it is given', () => {
  expect(['999999999.99', '1000000000'].map(fenOf)).toEqual([99999999999, undefined]);
  expect(['9999999.99', '10000000'].map(fenReader(7))).toEqual([999999999, undefined]);
});
