import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { setupI18n } from '@quad/platform/shell/i18n';
import zh from '../../i18n/zh.json';
import { offeringOf } from '../test-fixtures';

/** antd spaces out two-character button labels outside the console frame. */
const SAVE = /^保\s?存$/;

const term = {
  id: 't1',
  title: '2026-2027学年第二学期',
  phase: 'grab',
  opensAt: 1_790_000_000,
  closesAt: 1_790_300_000,
  drawAt: 1_790_400_000,
  grabUntil: 1_791_000_000,
  dropUntil: 1_791_000_000,
  maxCredits: 250,
  offerings: 8,
  created: 1_789_000_000,
};
const { mine: _mine, capacity: _capacity, remaining: _remaining, ...course } = offeringOf();
const managed = {
  ...course,
  title: '线性代数（MA201）',
  prerequisites: [],
  description: '',
  counts: { capacity: 60, won: 41, pending: 0, waiting: 3 },
  drawn: true,
};

let TermsScreen: ComponentType;

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'course', zh, true, true);
  TermsScreen = (await import('./terms-screen')).default;
});

describe('选课管理', () => {
  it('lists terms, shows a term’s offerings with their live places, roster export and draw result', async () => {
    const asked = serveCalls({
      '/course/api/manage/terms': () => ({ list: [term], total: 1 }),
      '/course/api/manage/offerings': () => ({ list: [managed], total: 1 }),
      '/course/api/manage/offering/draw': () => ({
        seed: 'f'.repeat(32),
        digest: 'd'.repeat(64),
        drawnAt: 1_790_400_000,
        entrants: 70,
        winners: 60,
      }),
      '/api/exports/start': () => ({ id: 'x1', status: 'running', done: 0, total: 41, fileName: '' }),
    });
    renderScreen(<TermsScreen />);
    const row = within((await screen.findByText('2026-2027学年第二学期')).closest('tr')!);
    expect(row.getByText('抢课中')).toBeTruthy();
    expect(row.getByText('25')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: '开课管理 2026-2027学年第二学期' }));

    const offering = within((await screen.findByText('已选 41 / 60 · 预选 0 · 候补 3')).closest('tr')!);
    expect(offering.getByText('周一 1-2节 · 周三 3-4节（单周）')).toBeTruthy();
    fireEvent.click(offering.getByRole('button', { name: /导出名单/ }));
    await waitFor(() =>
      expect(asked.find((a) => a.path === '/api/exports/start')?.input).toMatchObject({
        path: '/course/api/manage/roster/export',
        query: { id: 'o1' },
      }),
    );
    fireEvent.click(offering.getByRole('button', { name: '抽签结果 线性代数（MA201）' }));
    expect(await screen.findByText('d'.repeat(64))).toBeTruthy();
  });

  it('creates an offering with its time slots, credits sent in tenths', async () => {
    const asked = serveCalls({
      '/course/api/manage/terms': () => ({ list: [term], total: 1 }),
      '/course/api/manage/offerings': () => ({ list: [], total: 0 }),
      '/course/api/manage/offering/save': () => ({ id: 'o9' }),
    });
    renderScreen(<TermsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: '开课管理 2026-2027学年第二学期' }));
    fireEvent.click(await screen.findByRole('button', { name: /新建课程/ }));
    fireEvent.change(await screen.findByLabelText('课程代码'), { target: { value: 'CS201' } });
    fireEvent.change(screen.getByLabelText('课程名称'), { target: { value: '数据结构' } });
    fireEvent.change(screen.getByLabelText('任课教师'), { target: { value: '李明' } });
    fireEvent.change(screen.getByLabelText('上课地点'), { target: { value: '计算机楼-305' } });
    fireEvent.click(screen.getByRole('button', { name: /添加上课时间/ }));
    fireEvent.change(screen.getByLabelText('第2段开始节次'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('第2段结束节次'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('学分'), { target: { value: '2.5' } });
    fireEvent.click(screen.getAllByRole('button', { name: SAVE }).at(-1)!);
    await waitFor(() => expect(asked.some((a) => a.path === '/course/api/manage/offering/save')).toBe(true));
    expect(asked.find((a) => a.path === '/course/api/manage/offering/save')!.input).toMatchObject({
      termId: 't1',
      code: 'CS201',
      name: '数据结构',
      credits: 25,
      capacity: 60,
      slots: [
        { day: 1, from: 1, to: 2, weekFrom: 1, weekTo: 16, parity: 'all' },
        { day: 1, from: 5, to: 6, weekFrom: 1, weekTo: 16, parity: 'all' },
      ],
    });
  });
});
