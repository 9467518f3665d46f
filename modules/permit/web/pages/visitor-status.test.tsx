import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { VisitorStatusPage } from './visitor-status';

const visit = (extra: Record<string, unknown>) => ({
  state: 'running',
  name: '王访客',
  phone: '139****0001',
  idCard: '110***********002X',
  host: '教师演示账号 · 计算机学院',
  reason: '商谈合作',
  comment: '',
  plate: '',
  start: '2026-11-28 09:00',
  end: '2026-11-28 17:00',
  created: 1_700_000_000,
  pass: null,
  ...extra,
});

/** The status call answers `d` for any token; anything else is not there. */
function serve(d: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => new Response(JSON.stringify(new URL(url, 'http://localhost').pathname === '/permit/api/visitor/status' ? { e: 0, m: '', d } : { e: 10004, m: '不存在', d: {} }))),
  );
}

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'permit', zh, true, true);
});
afterEach(() => queryClient.clear());

describe('a visitor status page', () => {
  it('shows a pending visit, masked, without a pass', async () => {
    serve(visit({}));
    renderPage(<VisitorStatusPage />, '/permit/status?t=abcdefghijklmnopqrstuvwx');
    expect(await screen.findByText('审批中')).toBeTruthy();
    expect(screen.getByText('110***********002X')).toBeTruthy();
    expect(screen.getByText('等待受访人确认，请稍后刷新本页')).toBeTruthy();
    expect(screen.queryByRole('img', { name: '通行码' })).toBeNull();
  });

  it('shows the QR of an approved visit', async () => {
    serve(visit({ state: 'approved', pass: { token: 'q1.x.1.y', svg: '<svg/>', refreshIn: 60 } }));
    renderPage(<VisitorStatusPage />, '/permit/status?t=abcdefghijklmnopqrstuvwx');
    expect(await screen.findByRole('img', { name: '通行码' })).toBeTruthy();
    expect(screen.getByText('请向门岗出示此码')).toBeTruthy();
  });

  it('tells a refused visitor why, in the host’s words', async () => {
    serve(visit({ state: 'rejected', comment: '当天出差，请改期' }));
    renderPage(<VisitorStatusPage />, '/permit/status?t=abcdefghijklmnopqrstuvwx');
    expect(await screen.findByText('受访人意见：当天出差，请改期')).toBeTruthy();
    expect(screen.queryByRole('img', { name: '通行码' })).toBeNull();
  });

  it('says a link without its secret is no link', () => {
    renderPage(<VisitorStatusPage />, '/permit/status');
    expect(screen.getByText('链接无效，请使用预约成功后的链接打开')).toBeTruthy();
  });
});
