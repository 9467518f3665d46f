import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { readParams } from './params';

const request = (query: Record<string, unknown>, body?: unknown) => ({ query, body }) as FastifyRequest;

describe('call parameters', () => {
  it('reads the body over the query', () => {
    expect(readParams(request({ a: '1', b: '2' }, { b: '3' }))).toEqual({ a: '1', b: '3' });
  });

  it('reads form-encoded lists (`uids[]`) as lists, one item or several, and leaves `value[key][]` to the forms protocol', () => {
    expect(readParams(request({}, { 'uids[]': 'u1' }))).toEqual({ uids: ['u1'] });
    expect(readParams(request({ 'ids[]': ['a', 'b'] }))).toEqual({ ids: ['a', 'b'] });
    expect(readParams(request({}, { 'value[checkbox_1_2][]': ['1'] }))).toEqual({ 'value[checkbox_1_2][]': ['1'] });
  });
});
