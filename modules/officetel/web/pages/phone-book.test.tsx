import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import type { TPhoneBook, TPhoneGroup } from '../../contract';
import zh from '../../i18n/zh.json';
import { PhoneBookPage } from './phone-book';

const entry = (office: string, phone: string, dial: string, campus = '', room = '') => ({ office, phone, dial, room, campus, note: '' });
const GROUPS: TPhoneGroup[] = [
  { unit: '保卫处', initial: 'B', entries: [entry('24小时值班室', '029-88200110', '02988200110', '', '行政楼一层')] },
  { unit: '教务处', initial: 'J', entries: [entry('考试中心', '029-88201005 转12', '02988201005,12'), entry('学籍管理科', '029-88201004', '02988201004')] },
  { unit: '图书馆', initial: 'T', entries: [entry('流通阅览部', '029-88201020', '02988201020', '北校区'), entry('流通阅览部', '029-88201021', '02988201021', '南校区')] },
];
const PINYIN: Record<string, string> = { 保卫处: 'bwc', 教务处: 'jwc', 图书馆: 'tsg' };

/** A fake server filtering as the real one does, by unit (text or initials), phone digits and campus. */
function serveBook(groups: TPhoneGroup[] = GROUPS, campuses = ['北校区', '南校区']) {
  return serveCalls({
    '/officetel/api/list': ({ q = '', campus = '' }) => {
      const query = String(q);
      const found = groups
        .map((g) => ({
          ...g,
          entries: g.entries.filter(
            (e) =>
              (!campus || !e.campus || e.campus === campus) &&
              (!query || g.unit.includes(query) || PINYIN[g.unit] === query || e.phone.replace(/\D/g, '').includes(query)),
          ),
        }))
        .filter((g) => g.entries.length > 0);
      const book: TPhoneBook = { groups: found, campuses, total: found.reduce((n, g) => n + g.entries.length, 0), updatedAt: 1_790_000_000, failed: false };
      return book;
    },
  });
}

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'officetel', zh, true, true);
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

describe('the phone book page', () => {
  it('lists the units with tap-to-call links, rooms, copy buttons and when the data was updated', async () => {
    serveBook();
    renderPage(<PhoneBookPage />, '/officeTel/index');
    const security = await screen.findByRole('region', { name: '保卫处' });
    const duty = within(security).getByRole('link', { name: /拨打 24小时值班室/ });
    expect(duty.getAttribute('href')).toBe('tel:02988200110');
    expect(within(security).getByText('地址：行政楼一层')).toBeTruthy();
    expect(within(security).getByRole('button', { name: '复制 029-88200110' })).toBeTruthy();
    const exams = screen.getByRole('link', { name: /拨打 考试中心/ });
    expect(exams.getAttribute('href')).toBe('tel:02988201005,12');
    expect(exams.textContent).toBe('029-88201005 转12');
    expect(screen.getByText(/数据更新于/)).toBeTruthy();
    expect((screen.getByPlaceholderText('搜索单位、科室、电话或拼音首字母') as HTMLInputElement).value).toBe('');
  });

  it('copies a number, and says so', async () => {
    serveBook();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(<PhoneBookPage />, '/officeTel/index');
    fireEvent.click(await screen.findByRole('button', { name: '复制 029-88200110' }));
    expect(await screen.findByText('已复制 029-88200110')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('029-88200110');
  });

  it('searches as one types (pinyin initials answered by the server) and says when nothing is found', async () => {
    const asked = serveBook();
    renderPage(<PhoneBookPage />, '/officeTel/index');
    await screen.findByRole('region', { name: '图书馆' });
    fireEvent.change(screen.getByPlaceholderText('搜索单位、科室、电话或拼音首字母'), { target: { value: 'jwc' } });
    await waitFor(() => expect(screen.queryByRole('region', { name: '图书馆' })).toBeNull());
    expect(screen.getByRole('region', { name: '教务处' })).toBeTruthy();
    expect(screen.getByText('共 2 个号码')).toBeTruthy();
    expect(asked.some((a) => a.input.q === 'jwc')).toBe(true);
    fireEvent.change(screen.getByPlaceholderText('搜索单位、科室、电话或拼音首字母'), { target: { value: '游泳馆' } });
    expect(await screen.findByText('没有找到“游泳馆”相关的电话')).toBeTruthy();
  });

  it('shows campus tabs when the book names more than one campus', async () => {
    const asked = serveBook();
    renderPage(<PhoneBookPage />, '/officeTel/index');
    await screen.findByRole('region', { name: '图书馆' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部', '北校区', '南校区']);
    fireEvent.click(screen.getByRole('tab', { name: '南校区' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: '图书馆' })).getAllByRole('link')).toHaveLength(1));
    expect(screen.getByRole('link', { name: /029-88201021/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '南校区' }).getAttribute('aria-selected')).toBe('true');
    expect(asked.some((a) => a.input.campus === '南校区')).toBe(true);
  });

  it('shows no tabs for one campus, and the empty state for an empty book', async () => {
    serveBook([], ['主校区']);
    renderPage(<PhoneBookPage />, '/officeTel/index');
    expect(await screen.findByText('通讯录暂无数据')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows the server refusal with a retry', async () => {
    serveCalls({ '/officetel/api/list': () => ({ e: 1, m: '系统繁忙', d: {} }) });
    renderPage(<PhoneBookPage />, '/officeTel/index');
    expect(await screen.findByText('系统繁忙')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重试|重新加载/ })).toBeTruthy();
  });
});
