import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage, serveListPages } from '@quad/platform/shell/list-test-kit';
import zh from '../../i18n/zh.json';
import { MyLeaves } from './my-leaves';

// Leave that began long ago: 销假 depends on its state alone.
const begun = '2020-01-01';
const STATES = [
  { status: 'approved', returned: 0 },
  { status: 'approved', returned: 1_700_000_000 },
  { status: 'running', returned: 0 },
  { status: 'rejected', returned: 0 },
];
const leave = (n: number) => ({
  id: `l${n}`,
  instanceId: `i${n}`,
  type: 'sick',
  start: begun,
  end: begun,
  days: 1,
  reason: `事由${n}`,
  destination: '',
  created: 1_700_000_000 - n,
  ...STATES[(n - 1) % STATES.length],
});

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'leave', zh, true, true);
});

describe('my leave requests', () => {
  it('tags each by its state, links its flow, and offers 销假 only on an approved leave not yet reported back', async () => {
    serveListPages('/leave/api/mine', 4, leave);
    renderPage(<MyLeaves />, '/leave/index?tab=mine');
    const items = within(await screen.findByRole('list', { name: '我的请假' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.wf-tag')?.textContent)).toEqual(['已批准', '已销假', '审批中', '已驳回']);
    expect(items.map((item) => within(item).queryByRole('button', { name: '销假' }) !== null)).toEqual([true, false, false, false]);
    expect(within(items[2]!).getByRole('link', { name: '查看审批进度' }).getAttribute('href')).toBe('/document/flow?id=i3');
  });
});
