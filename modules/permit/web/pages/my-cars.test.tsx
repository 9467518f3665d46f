import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage, serveListPages } from '@quad/platform/shell/list-test-kit';
import zh from '../../i18n/zh.json';
import { MyCars } from './my-cars';

const STATES = ['approved', 'running', 'rejected', 'revoked'];
const car = (n: number) => ({
  id: `p${n}`,
  instanceId: `i${n}`,
  plate: `京A1234${n}`,
  owner: '车主',
  reason: `事由${n}`,
  start: '2026-01-01',
  end: '2026-12-31',
  state: STATES[(n - 1) % STATES.length],
  created: 1_700_000_000 - n,
});

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'permit', zh, true, true);
});

describe('my car permits', () => {
  it('tags each by its state, links its flow, and offers the pass only on an approved one', async () => {
    serveListPages('/permit/api/car/mine', 4, car);
    renderPage(<MyCars />, '/permit/index?tab=mine');
    const items = within(await screen.findByRole('list', { name: '我的通行证' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.pm-state')?.textContent)).toEqual(['已批准', '审批中', '已驳回', '已撤销']);
    expect(items.map((item) => within(item).queryByRole('link', { name: '出示通行证' })?.getAttribute('href') ?? null)).toEqual(['/permit/pass?id=p1', null, null, null]);
    expect(within(items[1]!).getByRole('link', { name: '查看审批进度' }).getAttribute('href')).toBe('/document/flow?id=i2');
  });
});
