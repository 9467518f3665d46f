import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Input from 'antd-mobile/es/components/input';
import '../uc.css';

interface TPasswordFieldProps {
  name: string;
  label: string;
  placeholder: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A labelled password input with its show/hide switch and its error line (sign-in and password change). */
export function PasswordField({ name, label, placeholder, autoComplete, value, onChange, error }: TPasswordFieldProps) {
  const { t } = useTranslation('uc');
  const [visible, setVisible] = useState(false);
  return (
    <>
      <label className="uc-field">
        <span className="uc-field__label">{label}</span>
        <Input
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          placeholder={placeholder}
          value={value}
          onChange={onChange}
          aria-invalid={!!error}
        />
        <button type="button" className="uc-field__eye" onClick={() => setVisible(!visible)} aria-pressed={visible}>
          {visible ? t('login.hidePassword') : t('login.showPassword')}
        </button>
      </label>
      {error && <p className="uc-field__error">{error}</p>}
    </>
  );
}
