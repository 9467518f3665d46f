import type { HTMLAttributes } from 'react';
import { asText, type TFieldProps } from './field-props';

type TInputKind = 'text' | 'phone' | 'idcard' | 'studentno' | 'email';

/** The phone keyboard each one-line kind wants. */
const INPUT: Record<TInputKind, { type: string; inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']; maxLength?: number }> = {
  text: { type: 'text' },
  phone: { type: 'tel', inputMode: 'tel', maxLength: 13 },
  idcard: { type: 'text', maxLength: 18 },
  studentno: { type: 'text', maxLength: 32 },
  email: { type: 'email', inputMode: 'email', maxLength: 200 },
};

/** One-line text: plain text, phone, ID card, student number, e-mail. */
export function TextField({ field, value, onChange, readOnly, inputId }: TFieldProps) {
  const input = INPUT[field.kind as TInputKind] ?? INPUT.text;
  return (
    <input
      id={inputId}
      className="q-input"
      type={input.type}
      inputMode={input.inputMode}
      maxLength={field.maxLength ?? input.maxLength}
      placeholder={field.placeholder}
      value={asText(value)}
      readOnly={readOnly}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
