import { fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import zh from '../../i18n/zh.json';

let OfficeScreen: ComponentType;
beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'network', zh, true, true);
  OfficeScreen = (await import('./office-screen')).default;
  await loadRegisteredTranslations();
});

const failed = {
  orderId: 'o1',
  orderNo: 'NO1',
  username: '2024010001',
  amountFen: 500,
  state: 'failed',
  created: 1_789_000_000,
  updated: 1_789_000_000,
  payerName: '张三',
  note: '上网账号已停用',
};

describe('网费对账', () => {
  it('lists failed top-ups and a day’s problems against the statement', async () => {
    const asked = serveCalls({
      '/network/api/manage/failed': () => ({ list: [failed] }),
      '/network/api/manage/reconcile': ({ day }) => ({
        day,
        matched: 3,
        missing: [{ requestNo: 'GHOST', username: '2024010002', amountFen: 700, note: '我方无此记录' }],
        extra: [],
        different: [{ requestNo: 'DIFF', username: '2024010001', oursFen: 800, theirsFen: 900 }],
      }),
    });
    renderScreen(<OfficeScreen />);
    expect(await screen.findByText('张三')).toBeTruthy();
    expect(screen.getByText('上网账号已停用')).toBeTruthy();
    expect(screen.getByText(/选择日期后点击/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '对 账' }));
    expect(await screen.findByText('GHOST')).toBeTruthy();
    expect(screen.getByText('相符 3 笔')).toBeTruthy();
    expect(screen.getByText('我方无此记录')).toBeTruthy();
    expect(screen.getByText('9.00')).toBeTruthy();
    expect(asked.find((a) => a.path === '/network/api/manage/reconcile')?.input.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('says so when nothing failed and the day had nothing', async () => {
    serveCalls({
      '/network/api/manage/failed': () => ({ list: [] }),
      '/network/api/manage/reconcile': ({ day }) => ({ day, matched: 0, missing: [], extra: [], different: [] }),
    });
    renderScreen(<OfficeScreen />);
    expect(await screen.findByText('没有未能到账的充值')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /对\s?账/ }));
    expect(await screen.findByText('当日对账无差异')).toBeTruthy();
  });
});
