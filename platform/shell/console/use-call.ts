import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import App from 'antd/es/app';
import type { FormInstance } from 'antd/es/form';
import type { CallContract, TCallInput, TCallOutput } from '@quad/contracts/call';
import { ErrorCode } from '@quad/contracts/errors';
import { invalidateCalls } from '../calls';
import { NETWORK_ERROR, request } from '../request';

export interface TCallOptions {
  /** The form whose fields get the server's `d.errors`, each under its own field. */
  form?: FormInstance;
  /** Shown as a short success notice. */
  success?: string;
}

/** `d.errors` of a validation or conflict answer: field → Chinese message. */
export function fieldErrors(d: unknown): Record<string, string> | undefined {
  const errors = (d as { errors?: unknown } | undefined)?.errors;
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : undefined;
}

/**
 * Changes made from the console: the one `request()` plus the console's way of showing a refusal.
 * Resolves with `d` on success, undefined otherwise. Network and system failures and a lost session
 * were already handled by `request()`; any other refusal is the server's own Chinese message, and
 * field errors go under their fields (`domains.0` under `domains`).
 */
export function useCall() {
  const { message } = App.useApp();
  return useCallback(
    async <C extends CallContract>(call: C, input: TCallInput<C>, options: TCallOptions = {}): Promise<TCallOutput<C> | undefined> => {
      const answer = await request(call, input);
      if (answer.e === ErrorCode.OK) {
        if (options.success) void message.success(options.success);
        return answer.d;
      }
      if (answer.e === NETWORK_ERROR || answer.e === ErrorCode.SYSTEM || answer.e === ErrorCode.NOT_LOGGED_IN) return undefined;
      const errors = fieldErrors(answer.d);
      if (errors && options.form) {
        options.form.setFields(Object.entries(errors).map(([key, text]) => ({ name: key.split('.')[0], errors: [text] })));
      }
      void message.error(answer.m);
      return undefined;
    },
    [message],
  );
}

/**
 * A console change through one call (`useMutation` over `useCall`): refusals are shown the console's
 * way (a message, field errors under `form`'s fields), so `mutateAsync` resolves with `d`, or undefined
 * when refused; on success the calls in `invalidates` are marked stale. `success` may depend on the input.
 */
export function useConsoleMutation<C extends CallContract>(
  contract: C,
  { invalidates = [], success, form }: { invalidates?: CallContract[]; success?: string | ((input: TCallInput<C>) => string); form?: FormInstance } = {},
) {
  const change = useConsoleChange(contract, ...invalidates);
  return useMutation({ mutationFn: (input: TCallInput<C>) => change(input, { form, success: typeof success === 'function' ? success(input) : success }) });
}

/**
 * The same change as a plain function, for screens that await its answer and give the success text
 * or form per call: resolves with `d` (undefined when refused, shown the console's way), and marks
 * stale the calls it names once it succeeded.
 */
export function useConsoleChange<C extends CallContract>(contract: C, ...stale: CallContract[]) {
  const call = useCall();
  return async (input: TCallInput<C>, options?: TCallOptions): Promise<TCallOutput<C> | undefined> => {
    const done = await call(contract, input, options);
    if (done !== undefined) await invalidateCalls(...stale);
    return done;
  };
}
