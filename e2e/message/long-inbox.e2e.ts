import { describe, expect, it } from 'vitest';
import { loginUrl, newPage, PHONE, serverAndBrowser, signIn, type TServer, withServerDb } from '../harness';

const env = serverAndBrowser();

const MESSAGES = 150;

/**
 * Puts `count` messages into a person's inbox straight in the server's SQLite file, the newest first
 * titled 第 1 条, the oldest 第 `count` 条, a minute apart.
 */
function seedInbox(server: TServer, siteId: string, username: string, count: number): void {
  withServerDb(server, (db) => {
    const user = db.prepare('SELECT id FROM users WHERE site_id = ? AND username = ?').get(siteId, username) as { id: string };
    const insert = db.prepare(
      `INSERT INTO messages (site_id, id, user_id, app_key, title, body, link, created, visible_at, read, read_at)
       VALUES (?, ?, ?, 'notice', ?, '', '', ?, ?, 0, 0)`,
    );
    const now = Math.floor(Date.now() / 1000);
    db.transaction(() => {
      for (let n = 1; n <= count; n++) insert.run(siteId, `e2e-inbox-${n}`, user.id, `第 ${n} 条`, now - n * 60, now - n * 60);
    })();
  });
}

describe('a long inbox (issue 18 item 4)', () => {
  it('reaches message 120 of 150 by scrolling, each page joining the list in order', async () => {
    seedInbox(env.server, 'north', '2024010002', MESSAGES);
    const { context, page } = await newPage(env.browser, PHONE);
    await page.goto(loginUrl(env.server, '/site/message/index'));
    await signIn(page, '2024010002', 'student123');
    const items = page.locator('.q-list > li');
    await items.first().waitFor();
    const firstPage = await items.count();
    expect(firstPage).toBeLessThan(120);

    // Scrolls to the end as a reader's thumb would, until message 120 has been loaded.
    const target = page.getByRole('link', { name: /^第 120 条/ });
    const deadline = Date.now() + 45_000;
    while ((await target.count()) === 0) {
      if (Date.now() > deadline) throw new Error(`message 120 never arrived: ${await items.count()} loaded`);
      const loaded = await items.count();
      await page.mouse.wheel(0, 100_000);
      await expect.poll(async () => (await items.count()) > loaded || (await target.count()) > 0, { timeout: 10_000 }).toBe(true);
    }
    await target.scrollIntoViewIfNeeded();
    expect(await target.isVisible()).toBe(true);
    expect(await items.nth(119).textContent()).toContain('第 120 条');
    expect(await items.nth(0).textContent()).toContain('第 1 条');
    await context.close();
  });
});
