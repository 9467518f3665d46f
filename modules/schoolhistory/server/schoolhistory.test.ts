import { describe, expect, it } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { call, HOSTS, serverForFile } from '@quad/server/test/harness';
import { loadDatasetRows } from '@quad/datasets-engine/server';
import type { THistory } from '../contract';
import { eventsKind } from './kind';

type TBody = { e: number; m: string; d: THistory & { errors?: Record<string, string> } };

const t = serverForFile(['student', 'southStudent']);
const north = () => new SiteDb(t.platform.database.db, 'north');

async function history(query: Record<string, string> = {}, cookie = '', host: string = HOSTS.north): Promise<TBody> {
  const search = new URLSearchParams(query).toString();
  return (await call(t.app, { url: `/schoolhistory/api/list${search ? `?${search}` : ''}`, cookie, host })).json();
}
const titles = (b: TBody) => b.d.events.map((e) => e.title);

describe('the school history', () => {
  it('answers guests and signed-in people alike: the demo events oldest first, with eras, categories and update time', async () => {
    const guest = await history();
    expect(guest.e, guest.m).toBe(0);
    expect(guest.d.events).toHaveLength(15);
    expect(guest.d.all).toBe(15);
    const years = guest.d.events.map((e) => e.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(guest.d.events[0]).toMatchObject({ year: 1952, category: '建校', era: '创建时期' });
    expect(guest.d.categories).toEqual(expect.arrayContaining(['建校', '更名', '合并', '重大事件']));
    expect(guest.d.eras).toEqual(['创建时期', '恢复发展时期', '改革发展时期', '新时代']);
    expect(guest.d.updatedAt).toBeGreaterThan(0);
    expect((await history({}, t.c.student)).d).toEqual(guest.d);
  });

  it('filters by category and era, and searches title, content and year', async () => {
    expect(titles(await history({ category: '更名' }))).toHaveLength(2);
    expect((await history({ era: '新时代' })).d.events.every((e) => e.era === '新时代')).toBe(true);
    expect(titles(await history({ q: '博士' }))).toEqual(['获得博士学位授予权']);
    expect(titles(await history({ q: '1999' }))).toEqual(['与西安财经学校合并']);
    expect((await history({ q: '不存在的事件' })).d).toMatchObject({ events: [], all: 15 });
    expect((await history({ category: '更名', era: '新时代' })).d.events).toEqual([]);
  });

  it('keeps each site’s history its own', async () => {
    const south = await history({}, '', HOSTS.south);
    expect(south.d.events[0]).toMatchObject({ year: 1958, title: '华南化工学校在广州成立' });
    expect(JSON.stringify(south.d)).not.toContain('西北工业专科学校');
    expect((await history({}, t.c.southStudent, HOSTS.south)).d).toEqual(south.d);
  });

  it('refuses bad input with a Chinese message', async () => {
    const long = await history({ q: '史'.repeat(41) });
    expect(long.e).not.toBe(0);
    expect(long.d.errors?.q).toBe('搜索词不能超过40个字');
  });

  it('shows a new load at once, with a decade as the era where the file names none; a bad file changes nothing', async () => {
    const bad = await loadDatasetRows(north(), eventsKind, [{ year: '一九五二', title: '建校' }, { year: 1960, title: '', image: 'javascript:alert(1)' }], { source: 'upload', by: '' });
    expect(bad.ok).toBe(false);
    expect(bad.errors.map((e) => e.message)).toEqual(expect.arrayContaining(['年份必须是数字', '请填写标题', '图片地址应以 http://、https:// 或 / 开头']));
    expect((await history()).d.all).toBe(15);
    const good = await loadDatasetRows(north(), eventsKind, [{ year: 1952, title: '建校', category: '建校' }, { year: '1965', title: '扩建', image: 'https://example.edu.cn/a.jpg' }], { source: 'upload', by: '' });
    expect(good.ok, good.message).toBe(true);
    const after = await history();
    expect(after.d.events.map((e) => [e.year, e.era])).toEqual([[1952, '1950年代'], [1965, '1960年代']]);
    expect(after.d.events[1]!.image).toBe('https://example.edu.cn/a.jpg');
  });
});
