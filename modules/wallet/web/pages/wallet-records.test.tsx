import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage, serveListPages } from '@quad/platform/shell/list-test-kit';
import zh from '../../i18n/zh.json';
import { WalletRecordsPage } from './wallet-records';

const KINDS = ['topup', 'spend', 'refund'] as const;
const record = (n: number) => ({
  id: `r${n}`,
  amountFen: n === 2 ? -3000 : 5000,
  balanceFen: 10000 + n,
  title: `明细${n}`,
  kind: KINDS[(n - 1) % 3],
  orderId: `o${n}`,
  at: 1_789_000_000,
});

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'wallet', zh, true, true);
  await loadRegisteredTranslations();
});

describe('the wallet’s records', () => {
  it('shows money in with + and out with -, the balance after each, linking their detail', async () => {
    serveListPages('/wallet/api/records', 3, record);
    renderPage(<WalletRecordsPage />, '/myLittlePurse/record');
    const items = within(await screen.findByRole('list', { name: '钱包明细' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.lg-money--in, .lg-money--out')?.textContent)).toEqual([
      '+¥50.00',
      '-¥30.00',
      '+¥50.00',
    ]);
    expect(within(items[1]!).getByText('¥100.02')).toBeTruthy();
    expect(within(items[2]!).getByRole('link').getAttribute('href')).toBe('/myLittlePurse/recordDetail?id=r3');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部', '充值', '消费', '退款']);
  });

  it('says so when there is no record', async () => {
    serveListPages('/wallet/api/records', 0, record);
    renderPage(<WalletRecordsPage />, '/myLittlePurse/record');
    expect(await screen.findByText('暂无钱包明细')).toBeTruthy();
  });
});
