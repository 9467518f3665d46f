import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { serveCalls, setupStrings } from './test-server';

const member = (over: object) => ({
  userId: 'u1',
  name: '王老师',
  number: 'teacher',
  branchId: 'b1',
  branchName: '机关教工党支部',
  category: 'employed',
  incomeFen: 850_000,
  overrideFen: 0,
  monthlyFen: 12_750,
  startMonth: '2025-04',
  active: true,
  paidThrough: '2025-12',
  ...over,
});

let MembersScreen: ComponentType;

beforeAll(async () => {
  setupStrings();
  MembersScreen = (await import('./members-screen')).default;
});

describe('党员名册', () => {
  it('lists the roll with each member’s monthly dues, and imports pasted lines', async () => {
    const asked = serveCalls({
      '/partydues/api/manage/members': () => ({
        list: [
          member({}),
          member({
            userId: 'u2',
            name: '张同学',
            number: 'student',
            category: 'student',
            incomeFen: 0,
            monthlyFen: 20,
            overrideFen: 20,
            paidThrough: '',
          }),
        ],
        total: 2,
      }),
      '/partydues/api/manage/branches': () => ({ list: [{ id: 'b1', name: '机关教工党支部', secretaries: [], members: 2 }] }),
      '/partydues/api/manage/members/import': () => ({ added: 1, updated: 0 }),
    });
    renderScreen(<MembersScreen />);
    expect(await screen.findByText('王老师')).toBeTruthy();
    expect(screen.getByText('8500.00')).toBeTruthy();
    expect(screen.getByText('127.50')).toBeTruthy();
    expect(screen.getByText('手工核定')).toBeTruthy();
    expect(screen.getByText('共 2 名党员')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /批量导入/ }));
    fireEvent.change(await screen.findByLabelText('党员名单'), { target: { value: 'teacher 机关教工党支部 在职 8500' } });
    fireEvent.click(screen.getByRole('button', { name: /^导\s?入$/ }));
    await waitFor(() => expect(asked.some((a) => a.path === '/partydues/api/manage/members/import')).toBe(true));
    expect(asked.find((a) => a.path === '/partydues/api/manage/members/import')!.input).toMatchObject({
      lines: 'teacher 机关教工党支部 在职 8500',
    });
  });

  it('shows the server’s line-numbered refusal under the list', async () => {
    serveCalls({
      '/partydues/api/manage/members': () => ({ list: [], total: 0 }),
      '/partydues/api/manage/branches': () => ({ list: [] }),
      '/partydues/api/manage/members/import': () => ({
        e: 10022,
        m: '第1行学工号不存在：nobody',
        d: { errors: { lines: '第1行学工号不存在：nobody' } },
      }),
    });
    renderScreen(<MembersScreen />);
    expect(await screen.findByText('暂无党员')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /批量导入/ }));
    fireEvent.change(await screen.findByLabelText('党员名单'), { target: { value: 'nobody 机关教工党支部 在职 1' } });
    fireEvent.click(screen.getByRole('button', { name: /^导\s?入$/ }));
    expect((await screen.findAllByText('第1行学工号不存在：nobody')).length).toBeGreaterThan(0);
  });
});
