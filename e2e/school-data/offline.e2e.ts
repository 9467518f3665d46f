import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TDatasetStatus } from '@quad/datasets-engine/contract';
import { timeParts } from '@quad/platform/shell/time';
import { RECORDS_KIND } from '@quad/score/contract';
import { SECTIONS_KIND } from '@quad/timetable/contract';
import { DESKTOP, loginUrl, newPage, openAs, PHONE, serverAndBrowser, signIn } from '../harness';
import {
  OFFLINE_COURSE,
  OFFLINE_ROOM,
  OFFLINE_SCORE,
  pullNow,
  saveConnector,
  SCHOOL_KINDS,
  startSchoolSystem,
  statusOf,
  type TSchoolSystem,
} from './school-system';

const env = serverAndBrowser();
/** The demo sites' zone; the phone reads the time in it too, so the expected 数据更新于 line is exact. */
const SITE_ZONE = 'Asia/Shanghai';
const DOWN = '从学校系统拉取数据失败：无法连接学校系统：ECONNREFUSED（第 1 页）';

let school: TSchoolSystem | undefined;
let admin: Page;
/** Each kind as the successful pull left it: what must keep serving once the system is down. */
const pulled = new Map<string, TDatasetStatus>();

// Stopping twice is harmless: this only matters when a test failed before the system went down.
afterAll(() => school?.stop());

/** The line under a card: the successful pull's time, and the warning that the newest update failed. */
const updatedLine = (kind: string) =>
  `数据更新于 ${timeParts(pulled.get(kind)!.updatedAt, SITE_ZONE).fullTime}（最近一次更新失败，显示的是上次的数据）`;

describe('school data served while the school system is down (issue 24)', () => {
  it('pulls scores and the timetable from the school system; once it is down a pull fails and every kind keeps its version', async () => {
    school = await startSchoolSystem();
    ({ page: admin } = await newPage(env.browser, DESKTOP));
    await openAs(env.server, admin, '/site/admin/datasets');
    for (const kind of SCHOOL_KINDS) {
      await saveConnector(env.server, admin, kind, school.configOf(kind));
      const result = await pullNow(env.server, admin, kind);
      expect(result, `${kind}: ${result.message}`).toMatchObject({ ok: true, rows: 1 });
      const status = await statusOf(env.server, admin, kind);
      expect(status).toMatchObject({ version: result.version, source: 'connector', rows: 1, lastFailure: null });
      pulled.set(kind, status);
    }

    await school.stop();
    for (const kind of SCHOOL_KINDS) {
      const result = await pullNow(env.server, admin, kind);
      expect(result).toMatchObject({ ok: false, message: DOWN });
      const before = pulled.get(kind)!;
      expect(await statusOf(env.server, admin, kind)).toMatchObject({
        version: before.version,
        updatedAt: before.updatedAt,
        source: 'connector',
        rows: 1,
        lastFailure: { version: result.version, source: 'connector', message: DOWN },
      });
    }
  });

  it('a student on a phone sees the pulled score and this week’s class, each with its 数据更新于 time', async () => {
    const { context, page } = await newPage(env.browser, { ...PHONE, timezoneId: SITE_ZONE });
    await page.goto(loginUrl(env.server, '/site/score/index'));
    await signIn(page);
    const course = page.getByRole('listitem', { name: OFFLINE_COURSE });
    await course.waitFor();
    expect(await course.locator('.sc-score').textContent()).toBe(OFFLINE_SCORE);
    // The school system's version replaced the seed's scores: none of the demo courses is left.
    expect(await page.locator('.sc-course').count()).toBe(1);
    const updated = page.getByRole('note').filter({ hasText: '数据更新于' });
    expect(await updated.textContent()).toBe(updatedLine(RECORDS_KIND));

    await page.goto(env.server.url('/site/weekschedule/index'));
    await page.getByRole('button', { name: `${OFFLINE_COURSE}，周三第3-4节，${OFFLINE_ROOM}` }).waitFor();
    // The grid opens on this week: no way back to it is offered.
    expect(await page.getByRole('button', { name: '回到本周' }).count()).toBe(0);
    expect(await updated.textContent()).toBe(updatedLine(SECTIONS_KIND));
    await context.close();
  });

  it('the console’s 数据集 page shows the failed pull in the history, the pulled version still current', async () => {
    await admin.reload();
    const kindRow = admin.getByRole('row').filter({ hasText: RECORDS_KIND });
    await kindRow.getByText(DOWN).waitFor();
    await kindRow.getByRole('button', { name: '打开' }).click();
    const drawer = admin.getByRole('dialog', { name: `学生成绩（${RECORDS_KIND}）` });
    const failed = drawer.getByRole('row').filter({ has: admin.getByRole('cell', { name: DOWN, exact: true }) });
    await failed.waitFor();
    expect(await failed.getByRole('cell', { name: '失败', exact: true }).count()).toBe(1);
    // The history's row of the pulled version, tagged 当前 (the status card above is a table too).
    const version = pulled.get(RECORDS_KIND)!.version;
    const current = drawer.getByRole('row').filter({ has: admin.getByRole('cell', { name: new RegExp(`^${version}\\s*当前$`) }) });
    expect(await current.getByRole('cell', { name: '成功', exact: true }).count()).toBe(1);
    await admin.context().close();
  });
});
