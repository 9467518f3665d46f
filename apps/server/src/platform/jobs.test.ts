import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/harness';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('site jobs', () => {
  it('run one round at a time over every active site, go on past a failing site, and skip suspended ones', async () => {
    const seen: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    t.app.jobs.add({
      name: 'test.round',
      everyMs: 3_600_000,
      async run(siteDb, _site, now) {
        await gate;
        seen.push(`${siteDb.siteId}@${now}`);
        if (siteDb.siteId === 'north') throw new Error('north is broken today');
      },
    });
    await t.platform.sites.setStatus('east', 'suspended');
    t.platform.sites.invalidate();
    const round = t.app.jobs.run('test.round', 100);
    // A second start while the first round runs is the same round.
    expect(t.app.jobs.run('test.round', 200)).toBe(round);
    release();
    await round;
    expect(seen.sort()).toEqual(['north@100', 'south@100']);
    await t.platform.sites.setStatus('east', 'active');
    t.platform.sites.invalidate();
    await t.app.jobs.run('test.round', 300);
    expect(seen.filter((s) => s.endsWith('@300')).sort()).toEqual(['east@300', 'north@300', 'south@300']);
    expect(() => t.app.jobs.add({ name: 'test.round', everyMs: 1000, run: async () => {} })).toThrow(/already registered/);
  });
});
