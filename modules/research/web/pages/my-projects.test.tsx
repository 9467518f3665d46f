import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage, serveListPages } from '@quad/platform/shell/list-test-kit';
import zh from '../../i18n/zh.json';
import { MyProjectsPage } from './my-projects';

const STATES = [
  { status: 'running', instanceId: 'i1' },
  { status: 'approved', instanceId: 'i2' },
  { status: 'rejected', instanceId: 'i3' },
  // Approved before the portal: no flow of its own.
  { status: 'approved', instanceId: '' },
];
const project = (n: number) => ({
  id: `p${n}`,
  callId: 'c1',
  callTitle: '2026年校级科研项目申报',
  name: `项目${n}`,
  level: 'school',
  budget: 30000.5,
  start: '2026-03-01',
  end: '2026-12-31',
  summary: '简介',
  members: n === 1 ? [{ id: 'u2', name: '李老师' }] : [],
  attachments: [],
  created: 1_700_000_000 - n,
  ...STATES[(n - 1) % STATES.length],
});

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'research', zh, true, true);
  await loadRegisteredTranslations();
});

describe('my projects', () => {
  it('tags each by its state, links its flow, and offers 撤回 only while it runs', async () => {
    serveListPages('/research/api/project/mine', 4, project);
    renderPage(<MyProjectsPage />, '/personalproject/index');
    const items = within(await screen.findByRole('list', { name: '我的项目' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.wf-tag')?.textContent)).toEqual(['审批中', '已通过', '已驳回', '已通过']);
    expect(items.map((item) => within(item).queryByRole('button', { name: '撤回' }) !== null)).toEqual([true, false, false, false]);
    expect(within(items[0]!).getByRole('link', { name: '查看审批进度' }).getAttribute('href')).toBe('/document/flow?id=i1');
    expect(within(items[0]!).getByText('成员：李老师')).toBeTruthy();
    expect(within(items[0]!).getByText(/经费 30,000\.5 元/)).toBeTruthy();
    expect(within(items[3]!).queryByRole('link')).toBeNull();
    expect(within(items[3]!).getByText('历史数据，无审批流程')).toBeTruthy();
  });
});
