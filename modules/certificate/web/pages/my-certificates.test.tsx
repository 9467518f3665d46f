import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage, serveListPages } from '@quad/platform/shell/list-test-kit';
import zh from '../../i18n/zh.json';
import { MyCertificates } from './my-certificates';

const STATES = [
  { status: 'approved', number: '〔2026〕证字第0012号', revoked: 0 },
  { status: 'approved', number: '〔2026〕证字第0013号', revoked: 1_700_000_100 },
  { status: 'running', number: '', revoked: 0 },
  { status: 'rejected', number: '', revoked: 0 },
];
const item = (n: number) => ({
  id: `c${n}`,
  instanceId: `i${n}`,
  typeId: 't1',
  typeName: '在读证明',
  purpose: `用途${n}`,
  copies: 2,
  issued: 0,
  created: 1_700_000_000 - n,
  ...STATES[(n - 1) % STATES.length],
});

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'certificate', zh, true, true);
});

describe('my certificate requests', () => {
  it('tags each by its state, links its flow, and offers the PDF only for an issued certificate not revoked', async () => {
    serveListPages('/certificate/api/mine', 4, item);
    renderPage(<MyCertificates />, '/certificate/index?tab=mine');
    const items = within(await screen.findByRole('list', { name: '我的证明' })).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.ct-status')?.textContent)).toEqual(['已开具', '已作废', '审批中', '已驳回']);
    const downloads = items.map((li) => within(li).queryByRole('link', { name: '下载证明（PDF）' })?.getAttribute('href') ?? null);
    expect(downloads).toEqual(['/certificate/api/pdf?id=c1', null, null, null]);
    expect(within(items[0]!).getByText('〔2026〕证字第0012号')).toBeTruthy();
    expect(within(items[2]!).getByRole('link', { name: '查看审批进度' }).getAttribute('href')).toBe('/document/flow?id=i3');
  });
});
