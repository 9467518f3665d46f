import type { ReactNode } from 'react';
import Button, { type ButtonProps } from 'antd-mobile/es/components/button';

interface TFormSubmitProps {
  /** The refusal to show above the button, read out as it appears; none when empty. */
  error: string;
  /** The area's class for that line. */
  errorClassName: string;
  busy?: boolean;
  size?: ButtonProps['size'];
  children: ReactNode;
}

/** The last lines of a phone form: the server's refusal, then the full-width submit button. */
export function FormSubmit({ error, errorClassName, busy, size, children }: TFormSubmitProps) {
  return (
    <>
      {error && (
        <p className={errorClassName} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" block color="primary" size={size} loading={busy} disabled={busy}>
        {children}
      </Button>
    </>
  );
}
