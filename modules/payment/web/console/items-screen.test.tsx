import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { serveCalls, setupStrings } from './test-server';

/** antd spaces out two-character button labels outside the console frame. */
const SAVE = /^保\s?存$/;

const item = (over: object) => ({
  id: 'f1',
  title: '2025 学年学费',
  category: 'tuition',
  amountFen: 500000,
  perPerson: false,
  deadline: 1_790_000_000,
  state: 'open',
  paidOrders: 12,
  netFen: 5_990_050,
  created: 1_780_000_000,
  ...over,
});

let ItemsScreen: ComponentType;

beforeAll(async () => {
  setupStrings();
  ItemsScreen = (await import('./items-screen')).default;
});

describe('缴费项目', () => {
  it('lists the items with what they took in, and saves a new one’s yuan as fen', async () => {
    const asked = serveCalls({
      '/payment/api/manage/items': () => ({
        list: [
          item({}),
          item({ id: 'f2', title: '教材费', category: 'book', perPerson: true, amountFen: 0, state: 'draft', paidOrders: 0, netFen: 0 }),
        ],
        total: 2,
      }),
      '/payment/api/manage/audience': () => ({ departments: [], classes: [], roles: [] }),
      '/payment/api/manage/save': () => ({ id: 'f3' }),
    });
    renderScreen(<ItemsScreen />);
    expect(await screen.findByText('2025 学年学费')).toBeTruthy();
    expect(screen.getByText('5000.00')).toBeTruthy();
    expect(screen.getByText('59900.50')).toBeTruthy();
    expect(screen.getByText('按人设置')).toBeTruthy();
    expect(screen.getByText('未发布')).toBeTruthy();
    expect(screen.getByText('共 2 个项目')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /新建缴费项目/ }));
    fireEvent.change(await screen.findByLabelText('项目名称'), { target: { value: '四级报名费' } });
    fireEvent.change(screen.getByLabelText('收款单位'), { target: { value: '教务处' } });
    fireEvent.change(screen.getByLabelText('金额（元）'), { target: { value: '12.3' } });
    fireEvent.click(screen.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(asked.some((a) => a.path === '/payment/api/manage/save')).toBe(true));
    expect(asked.find((a) => a.path === '/payment/api/manage/save')!.input).toMatchObject({
      title: '四级报名费',
      payee: '教务处',
      category: 'other',
      perPerson: false,
      amountFen: 1230,
      all: true,
      published: false,
    });
  });

  it('refuses an amount with more than two decimals before asking the server', async () => {
    const asked = serveCalls({ '/payment/api/manage/items': () => ({ list: [], total: 0 }) });
    renderScreen(<ItemsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /新建缴费项目/ }));
    fireEvent.change(await screen.findByLabelText('金额（元）'), { target: { value: '1.234' } });
    fireEvent.click(screen.getByRole('button', { name: SAVE }));
    expect(await screen.findByText('请填写大于 0 的金额，最多两位小数')).toBeTruthy();
    expect(asked.some((a) => a.path === '/payment/api/manage/save')).toBe(false);
  });
});
