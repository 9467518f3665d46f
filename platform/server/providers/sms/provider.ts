/** What a verification code is for: its purpose travels with it (the demo log, the e-mail's subject). */
export const CODE_PURPOSES = ['bind-phone', 'change-phone', 'reset-password', 'login', 'bind'] as const;
export type TCodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * Sends a verification code by SMS. One adapter per protocol (`aliyun-provider.ts`), and the demo
 * provider (`demo-provider.ts`) as the embedded default. Implementations throw `SmsSendError` when the
 * message was not accepted; the message never carries a secret.
 */
export interface TSmsProvider {
  readonly kind: 'demo' | 'aliyun';
  sendCode(phone: string, code: string, purpose: TCodePurpose): Promise<void>;
}

export class SmsSendError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`sms ${code}: ${message}`);
  }
}

/** What the person is told when a code could not be sent (the details go to the log). */
export const SMS_FAILED_MESSAGE = '短信发送失败，请稍后再试';
