import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineArea } from '@quad/contracts/manifest';
import type { TServerModule } from '@quad/platform/server/module';
import { buildApp, type TApp } from './app';
import { serverModules } from './modules.gen';
import { login, createTestApp, type TTestApp } from './test/harness';

/** An area whose first step fails until `fixed`, and an area that needs it. */
let fixed = false;
const broken: TServerModule = {
  manifest: defineArea('broken', { zh: '坏', en: 'Broken', tw: '壞' }, { routes: {} }),
  migrations: [
    {
      name: 'broken_001_boxes',
      up: async (db) => {
        if (!fixed) throw new Error('disk full');
        await db.schema.createTable('broken_boxes').addColumn('site_id', 'text').execute();
      },
    },
  ],
  register: (app) => void app.get('/broken/ping', async () => ({ e: 0 })),
};
const dependent: TServerModule = {
  manifest: defineArea('dependent', { zh: '依', en: 'Dependent', tw: '依' }, { dependsOn: ['broken'], routes: {} }),
  register: (app) => void app.get('/dependent/ping', async () => ({ e: 0 })),
};

let t: TTestApp;
let again: TApp | undefined;
beforeAll(async () => {
  t = await createTestApp({}, [...serverModules, broken, dependent]);
});
afterAll(async () => {
  await again?.app.close();
  await t.close();
});

describe("an area's failing migration", () => {
  it('leaves that area and the areas that depend on it out, and the portal works', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/broken/ping' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dependent/ping' })).statusCode).toBe(404);
    expect(await login(t.app, 'student', 'student123')).toMatch(/eai-sess=/);
  });

  it('runs on the next start once it is fixed, and the area is back', async () => {
    fixed = true;
    again = await buildApp(t.platform.config, [...serverModules, broken, dependent]);
    expect((await again.app.inject({ method: 'GET', url: '/broken/ping' })).json()).toEqual({ e: 0 });
    expect((await again.app.inject({ method: 'GET', url: '/dependent/ping' })).json()).toEqual({ e: 0 });
    const tables = await again.platform.database.db.selectFrom('broken_boxes' as never).selectAll().execute();
    expect(tables).toEqual([]);
  });
});
