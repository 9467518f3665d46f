import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LabelledTextArea } from './labelled-text-area';

describe('LabelledTextArea', () => {
  it('gives the textarea itself the name a screen reader announces, and still edits', () => {
    const onChange = vi.fn();
    render(
      <>
        <LabelledTextArea label="意见反馈" value="" onChange={onChange} />
        <LabelledTextArea label="其他情况" value="" onChange={() => undefined} />
      </>,
    );
    const field = screen.getByRole('textbox', { name: '意见反馈' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: '其他情况' })).not.toBe(field);
    fireEvent.change(field, { target: { value: '课表打不开' } });
    expect(onChange).toHaveBeenCalledWith('课表打不开');
  });
});
