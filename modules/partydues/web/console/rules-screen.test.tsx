import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { DEFAULT_RULES } from '../../shared/rules';
import { serveCalls, setupStrings } from './test-server';

let RulesScreen: ComponentType;

beforeAll(async () => {
  setupStrings();
  RulesScreen = (await import('./rules-screen')).default;
});

describe('党费标准', () => {
  it('shows the default bands, names a band that does not ascend, and saves rates as basis points', async () => {
    const asked = serveCalls({
      '/partydues/api/manage/rules': () => ({ ...DEFAULT_RULES, isDefault: true }),
      '/partydues/api/manage/rules/save': () => ({}),
    });
    renderScreen(<RulesScreen />);
    const second = await screen.findAllByLabelText('第2档上限');
    expect((second[0] as HTMLInputElement).value).toBe('5000.00');
    fireEvent.change(second[0]!, { target: { value: '2000' } });
    fireEvent.blur(second[0]!);
    expect(await screen.findByText('在职党员第2档上限必须大于上一档')).toBeTruthy();
    fireEvent.change(second[0]!, { target: { value: '6000' } });
    fireEvent.blur(second[0]!);
    fireEvent.change(screen.getAllByLabelText('第1档比例')[0]!, { target: { value: '0.6' } });
    fireEvent.blur(screen.getAllByLabelText('第1档比例')[0]!);
    fireEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    await waitFor(() => expect(asked.some((a) => a.path === '/partydues/api/manage/rules/save')).toBe(true));
    const sent = asked.find((a) => a.path === '/partydues/api/manage/rules/save')!.input as unknown as typeof DEFAULT_RULES;
    expect(sent.employed[0]).toEqual({ upToFen: 300_000, rateBp: 60 });
    expect(sent.employed[1]).toEqual({ upToFen: 600_000, rateBp: 100 });
  });
});
