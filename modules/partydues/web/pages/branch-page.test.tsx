import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { BranchPage } from './branch-page';
import { serveCalls, setupStrings } from './test-kit';

beforeAll(setupStrings);

const months = (paid: number, owed: number) => [
  ...Array(paid).fill('paid'),
  ...Array(owed).fill('owed'),
  ...Array(12 - paid - owed).fill('none'),
];

describe('支部党费统计', () => {
  it('shows the secretary the branch’s totals and who owes what', async () => {
    serveCalls({
      '/partydues/api/branches': () => ({ list: [{ id: 'b1', name: '学生第一党支部' }] }),
      '/partydues/api/branch': () => ({
        name: '学生第一党支部',
        totals: { members: 2, dueFen: 120, paidFen: 80, rate: 0.6667 },
        members: [
          {
            userId: 'u1',
            name: '张三',
            number: '2024010001',
            category: 'student',
            monthlyFen: 20,
            months: months(1, 2),
            paidCount: 1,
            owedFen: 40,
          },
          {
            userId: 'u2',
            name: '李四',
            number: '2024010002',
            category: 'student',
            monthlyFen: 20,
            months: months(3, 0),
            paidCount: 3,
            owedFen: 0,
          },
        ],
      }),
    });
    renderPage(<BranchPage />, '/partyDues/branch');
    expect(await screen.findByText('缴纳率 66.7%')).toBeTruthy();
    expect(screen.getByText('党员2人')).toBeTruthy();
    expect(screen.getByText('已缴1个月')).toBeTruthy();
    expect(screen.getByText('已缴清')).toBeTruthy();
    expect(screen.getByText('欠缴')).toBeTruthy();
  });

  it('refuses someone who is no branch’s secretary', async () => {
    serveCalls({ '/partydues/api/branches': () => ({ list: [] }) });
    renderPage(<BranchPage />, '/partyDues/branch');
    expect(await screen.findByText('您不是党支部书记，无法查看支部党费统计')).toBeTruthy();
  });
});
