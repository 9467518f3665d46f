import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { createTestApp, type TTestApp } from '@quad/server/test/harness';
import { loadSetup } from './service';

/** Set to make the next creation of a form fail once the first form exists: a crash half-way through setup. */
const failing = vi.hoisted(() => ({ afterForms: -1 }));
vi.mock('@quad/forms-engine/server', async (importOriginal) => {
  const original = await importOriginal<typeof import('@quad/forms-engine/server')>();
  return {
    ...original,
    createPublishedForm: async (...args: Parameters<typeof original.createPublishedForm>) => {
      if (failing.afterForms === 0) throw new Error('disk full');
      failing.afterForms--;
      return original.createPublishedForm(...args);
    },
  };
});

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Sites of their own, so the setups the demo seeded (and keeps for a few seconds) are not involved.
const siteOf = (id: string) => new SiteDb(t.platform.database.db, id);
const formsOf = (siteDb: SiteDb) => siteDb.selectFrom('forms').select(['no', 'title', 'status']).orderBy('no').execute();

describe('health setup on first use', () => {
  it('resumes a setup that stopped after claiming its row, instead of answering 正在初始化 for ever', async () => {
    const site = siteOf('setup-resumed');
    // What a crash between claiming the row and creating the forms left behind.
    await site.insertInto('health_setup', { report_form_no: 0, base_form_no: 0, settings_json: '{}', updated: 1 }).execute();
    const setup = await loadSetup(site);
    expect(setup.reportFormNo).toBeGreaterThan(0);
    expect(await formsOf(site)).toEqual([
      { no: setup.reportFormNo, title: '每日上报', status: 'published' },
      { no: setup.baseFormNo, title: '基本信息', status: 'published' },
    ]);
  });

  it('leaves nothing behind when creating the forms fails, and the next request sets the site up', async () => {
    const site = siteOf('setup-failed');
    failing.afterForms = 1;
    await expect(loadSetup(site)).rejects.toThrow('disk full');
    failing.afterForms = -1;
    expect(await site.selectFrom('health_setup').selectAll().execute()).toEqual([]);
    expect(await formsOf(site)).toEqual([]);
    const setup = await loadSetup(site);
    expect(await formsOf(site)).toEqual([
      { no: setup.reportFormNo, title: '每日上报', status: 'published' },
      { no: setup.baseFormNo, title: '基本信息', status: 'published' },
    ]);
  });

  it('creates the forms once when requests arrive together', async () => {
    const site = siteOf('setup-together');
    const [a, b, c] = await Promise.all([loadSetup(site), loadSetup(siteOf('setup-together')), loadSetup(site)]);
    expect(new Set([a.reportFormNo, b.reportFormNo, c.reportFormNo]).size).toBe(1);
    expect(await formsOf(site)).toHaveLength(2);
  });
});
