import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { RecordPage } from './record-page';
import { serveCalls, setupStrings } from './test-kit';

beforeAll(setupStrings);

const purchase = (over: Record<string, unknown>) => ({
  orderId: 'o1',
  orderNo: 'Q1',
  title: '电费：学生公寓1号楼 104',
  amountFen: 1100,
  kwh: 20,
  state: 'credited',
  created: 1_789_000_000,
  ...over,
});

describe('my purchases', () => {
  it('shows each purchase with its kWh and state, and says when one failed', async () => {
    serveCalls({
      '/electricity/api/purchases': () => ({
        total: 2,
        list: [purchase({}), purchase({ orderId: 'o2', state: 'failed', kwh: 0 })],
      }),
    });
    renderPage(<RecordPage />, '/electricity/record');
    expect(await screen.findByText('到账 20.00 度')).toBeTruthy();
    expect(screen.getByText('已到账')).toBeTruthy();
    expect(screen.getByText('购电失败，款项将退回')).toBeTruthy();
  });

  it('says when there are none', async () => {
    serveCalls({ '/electricity/api/purchases': () => ({ total: 0, list: [] }) });
    renderPage(<RecordPage />, '/electricity/record');
    expect(await screen.findByText('暂无购电记录')).toBeTruthy();
  });
});
