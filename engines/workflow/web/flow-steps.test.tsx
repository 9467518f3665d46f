import { render, screen, within } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { FlowLog } from './flow-log';
import { FlowSteps } from './flow-steps';
import { instanceAt } from './flow-test-kit';

beforeAll(async () => {
  setupI18n('zh');
  await loadRegisteredTranslations();
});

it('shows each step with its state, and who is still pending on the active one', () => {
  render(<FlowSteps steps={instanceAt().steps} />);
  const steps = screen.getAllByRole('listitem').filter((item) => item.classList.contains('wf-step'));
  expect(steps.map((step) => step.querySelector('.wf-step__name')?.textContent)).toEqual(['班长确认', '辅导员审批', '院长审批']);
  const active = steps[1];
  expect(active.getAttribute('aria-current')).toBe('step');
  expect(within(active).getByText('进行中')).toBeTruthy();
  expect(within(active).getByText('或签（一人同意即可）')).toBeTruthy();
  for (const name of ['张老师', '赵老师']) expect(within(active).getByText(name).parentElement?.textContent).toContain('待审批');
  expect(within(steps[0]).getByText('王班长').parentElement?.textContent).toMatch(/已同意.*\d{4}-\d{2}-\d{2}/);
  expect(within(steps[2]).getByText('暂无审批人')).toBeTruthy();
});

it('writes the log: who, what, the comment and the changes as 字段：旧 → 新', () => {
  render(<FlowLog log={instanceAt().log} />);
  expect(screen.getByRole('heading', { name: '流转记录' })).toBeTruthy();
  expect(screen.getByText('提交申请')).toBeTruthy();
  expect(screen.getByText('情况属实')).toBeTruthy();
  expect(screen.getByRole('list', { name: '修改的内容' }).textContent).toBe('天数：4 → 3');
});
