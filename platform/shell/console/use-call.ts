import { useCallback } from 'react';
import App from 'antd/es/app';
import type { FormInstance } from 'antd/es/form';
import type { CallContract, TCallInput, TCallOutput } from '@quad/contracts/call';
import { ErrorCode } from '@quad/contracts/errors';
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
