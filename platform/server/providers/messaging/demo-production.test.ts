import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '@quad/server/test/harness';
import { navigate } from './messaging-test-kit';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ production: true, demo: false });
  await t.platform.sites.create({ id: 'north', name: '北辰大学' });
});
afterAll(() => t.close());

it('serves no demo sign-in page in production when DEMO is off', async () => {
  const res = await navigate(t, '/api/corp/demo/authorize?state=abc&redirect_uri=http%3A%2F%2Flocalhost%2Fapi%2Fcorp%2Fcallback&as=admin');
  expect(res.statusCode).toBe(403);
  expect(res.body).toContain('本站未开放演示登录');
  expect(res.headers.location).toBeUndefined();
});
