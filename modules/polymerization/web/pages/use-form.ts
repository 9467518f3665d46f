import { useState, type FormEvent } from 'react';
import { ErrorCode } from '@quad/contracts/errors';
import type { CallContract, TCallInput } from '@quad/contracts/call';
import { request, shownByShell } from '@quad/platform/shell/request';

/**
 * The state of a phone form of the account centre: its values, the server's words under each field
 * (10022) or above the button, and the submit that sends them to `call` and runs `done` with the answer's `d` on success.
 */
export function useForm<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (field: F) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (call: CallContract, input: () => TCallInput<CallContract>, check: () => Partial<Record<F, string>>, done: (d: unknown) => void) => async (event: FormEvent) => {
    event.preventDefault();
    const missing = check();
    setErrors(missing);
    setMessage('');
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    const answer = await request(call, input());
    setBusy(false);
    if (answer.e === ErrorCode.OK) return done(answer.d);
    if (shownByShell(answer.e)) return;
    const fieldErrors = (answer.d as { errors?: Partial<Record<F, string>> } | undefined)?.errors;
    if (fieldErrors) setErrors(fieldErrors);
    else setMessage(answer.m);
  };
  return { values, set, errors, message, setMessage, busy, submit };
}
