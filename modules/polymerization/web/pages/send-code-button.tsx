import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@quad/contracts/errors';
import type { CallContract, TCallInput } from '@quad/contracts/call';
import { toast } from '@quad/platform/shell/dialogs';
import { request, shownByShell } from '@quad/platform/shell/request';
import { Field } from './field';

interface TSendCodeProps {
  call: CallContract;
  /** The input of the send call; undefined while what it needs is missing (the page says what). */
  input: () => TCallInput<CallContract> | undefined;
  onRefused: (message: string) => void;
}

/** 获取验证码, then a countdown to when the server takes the next ask (its `resend_in`). */
export function SendCodeButton({ call, input, onRefused }: TSendCodeProps) {
  const { t } = useTranslation('polymerization');
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    const body = input();
    if (!body) return;
    setBusy(true);
    const answer = await request(call, body);
    setBusy(false);
    if (answer.e === ErrorCode.OK) {
      setWait((answer.d as { resend_in: number }).resend_in);
      toast(t('code.sent'));
    } else if (!shownByShell(answer.e)) onRefused(answer.m);
  };
  return (
    <button type="button" className="ac-send" disabled={busy || wait > 0} onClick={() => void send()}>
      {wait > 0 ? t('code.wait', { seconds: wait }) : t('code.send')}
    </button>
  );
}

/** The code field of every page here: its 6 digits, with 获取验证码 beside it. */
export function CodeField({
  value,
  onChange,
  error,
  send,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  send: TSendCodeProps;
}) {
  const { t } = useTranslation('polymerization');
  return (
    <Field
      name="code"
      label={t('code.label')}
      placeholder={t('code.placeholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={onChange}
      error={error}
      extra={<SendCodeButton {...send} />}
    />
  );
}
