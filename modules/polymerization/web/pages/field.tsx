import Input from 'antd-mobile/es/components/input';
import type { ReactNode } from 'react';
import '../polymerization.css';

interface TFieldProps {
  name: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'tel' | 'password';
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  /** Beside the input (the send-code button). */
  extra?: ReactNode;
}

/** A labelled input with its error line, as every form of the account centre has them. */
export function Field({ name, label, placeholder, value, onChange, error, type = 'text', autoComplete, inputMode, extra }: TFieldProps) {
  return (
    <>
      <label className="ac-field">
        <span className="ac-field__label">{label}</span>
        <Input
          name={name}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          value={value}
          onChange={onChange}
          aria-invalid={!!error}
        />
        {extra}
      </label>
      {error && <p className="ac-field__error">{error}</p>}
    </>
  );
}
