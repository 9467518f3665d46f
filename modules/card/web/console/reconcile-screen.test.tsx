import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import zh from '../../i18n/zh.json';

let ReconcileScreen: ComponentType;
beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'card', zh, true, true);
  ReconcileScreen = (await import('./reconcile-screen')).default;
  await loadRegisteredTranslations();
});

describe('充值对账', () => {
  it('asks the picked day and lists what is missing, extra and different', async () => {
    const asked = serveCalls({
      '/card/api/manage/reconcile': ({ day }) => ({
        day,
        matched: 3,
        missing: [{ requestNo: 'GHOST', who: '2024010002', amountFen: 700, note: '我方无此记录' }],
        extra: [{ requestNo: 'EXTRA', who: '2024010003', amountFen: 600, note: '对方对账单无此笔' }],
        different: [{ requestNo: 'DIFF', who: '2024010001', oursFen: 800, theirsFen: 900 }],
      }),
    });
    renderScreen(<ReconcileScreen />);
    expect(screen.getByText(/选择日期后点击/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /对\s?账/ }));
    expect(await screen.findByText('GHOST')).toBeTruthy();
    expect(screen.getByText('相符 3 笔')).toBeTruthy();
    expect(screen.getByText('我方无此记录')).toBeTruthy();
    expect(screen.getByText('EXTRA')).toBeTruthy();
    expect(screen.getByText('对方对账单无此笔')).toBeTruthy();
    expect(screen.getByText('DIFF')).toBeTruthy();
    expect(screen.getByText('9.00')).toBeTruthy();
    expect(screen.queryByText('当日对账无差异')).toBeNull();
    expect(asked.find((a) => a.path === '/card/api/manage/reconcile')?.input.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('says the day has no differences', async () => {
    serveCalls({ '/card/api/manage/reconcile': ({ day }) => ({ day, matched: 2, missing: [], extra: [], different: [] }) });
    renderScreen(<ReconcileScreen />);
    fireEvent.click(screen.getByRole('button', { name: /对\s?账/ }));
    await waitFor(() => expect(screen.getByText('当日对账无差异')).toBeTruthy());
    expect(screen.getByText('相符 2 笔')).toBeTruthy();
  });
});
