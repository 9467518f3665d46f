import { describe, expect, it } from 'vitest';
import { newRequestId } from './request-id';

describe('newRequestId', () => {
  it('makes request ids the server accepts, different every time', () => {
    const id = newRequestId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(id);
  });
});
