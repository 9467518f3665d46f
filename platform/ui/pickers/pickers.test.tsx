import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pickOnWheels, turnTo, wheelItem } from '../../shell/picker-test-kit';
import { ChoicePicker } from './choice-picker';
import { MultiChoicePicker } from './multi-choice-picker';
import { WhenPicker } from './when-picker';

const SIZES = [
  { label: '小', value: 's' },
  { label: '中', value: 'm' },
  { label: '大', value: 'l' },
];

function Sizes({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <span id="size-label">尺码</span>
      <ChoicePicker
        id="size"
        labelledBy="size-label"
        placeholder="请选择"
        title="尺码"
        options={SIZES}
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
    </>
  );
}

describe('ChoicePicker', () => {
  it('is a button named by its label and the choice, that picks on the wheel when confirmed', async () => {
    const onChange = vi.fn();
    render(<Sizes onChange={onChange} />);
    const button = screen.getByRole('button', { name: '尺码 请选择' });
    fireEvent.click(button);
    await screen.findByText('确定');
    await turnTo('大');
    // A turn alone answers nothing: confirming does.
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('确定'));
    expect(onChange).toHaveBeenCalledWith('l');
    expect(screen.getByRole('button', { name: '尺码 大' })).toBe(button);
  });
});

describe('a picker of an optional answer', () => {
  it('offers 清除 beside a chosen answer only, and focus stays on the field', () => {
    const onClear = vi.fn();
    const { rerender } = render(<ChoicePicker label="尺码" placeholder="请选择" options={SIZES} value="" onChange={() => {}} onClear={onClear} />);
    expect(screen.queryByRole('button', { name: '清除尺码' })).toBeNull();
    rerender(<ChoicePicker label="尺码" placeholder="请选择" options={SIZES} value="m" onChange={() => {}} onClear={onClear} />);
    fireEvent.click(screen.getByRole('button', { name: '清除尺码' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '尺码：中' }));
  });
});

describe('MultiChoicePicker', () => {
  it('ticks several in a popup, answers them in the options’ order on confirm, and forgets them on cancel', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<MultiChoicePicker label="尺码" placeholder="请选择" title="尺码" options={SIZES} value={[]} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '尺码：请选择' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: '大' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '小' }));
    expect(screen.getByRole('checkbox', { name: '大' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledWith(['s', 'l']);
    rerender(<MultiChoicePicker label="尺码" placeholder="请选择" title="尺码" options={SIZES} value={['s', 'l']} onChange={onChange} />);
    const button = screen.getByRole('button', { name: '尺码：小、大' });
    await waitFor(() => expect(screen.queryByRole('checkbox')).toBeNull());
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('checkbox', { name: '中' }));
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('WhenPicker', () => {
  it('turns a time of day on two wheels and answers HH:MM', async () => {
    const onChange = vi.fn();
    render(<WhenPicker kind="time" label="开始时间" placeholder="请选择" value="22:00" onChange={onChange} />);
    const button = screen.getByRole('button', { name: '开始时间：22:00' });
    for (const [label, answer] of [
      ['30', '22:30'],
      ['07', '07:00'],
    ]) {
      await pickOnWheels(button, label);
      expect(onChange).toHaveBeenLastCalledWith(answer);
      expect(button.getAttribute('aria-expanded')).toBe('false');
    }
  });

  it('picks a day within the bounds and answers YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    render(<WhenPicker kind="date" label="日期" placeholder="请选择" value="2026-11-20" earliest="2026-11-01" latest="2026-11-25" onChange={onChange} />);
    const button = screen.getByRole('button', { name: '日期：2026-11-20' });
    fireEvent.click(button);
    await screen.findByText('确定');
    // Only November 2026 lies within the bounds: its days 1–25 are on the wheel, no later one.
    expect(wheelItem('25')).toBeTruthy();
    expect(() => wheelItem('26')).toThrow();
    await pickOnWheels(button, '3');
    expect(onChange).toHaveBeenCalledWith('2026-11-03');
  });
});
