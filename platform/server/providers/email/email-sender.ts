import type { FastifyBaseLogger } from 'fastify';
import type { TPlatform } from '../../module';
import type { TCodePurpose } from '../sms/provider';

/** Sends a verification code by e-mail: over SMTP (`SMTP_URL`), or to the log on a portal without one. */
export interface TEmailSender {
  readonly kind: 'demo' | 'smtp';
  sendCode(address: string, code: string, purpose: TCodePurpose): Promise<void>;
}

export const DEMO_EMAIL_MARK = '[演示邮件 DEMO EMAIL, not sent]';
export const EMAIL_FAILED_MESSAGE = '邮件发送失败，请稍后再试';

const SUBJECTS: Record<TCodePurpose, string> = {
  'bind-phone': '绑定手机验证码',
  'change-phone': '更换手机验证码',
  'reset-password': '重置密码验证码',
  login: '登录验证码',
  bind: '绑定账号验证码',
};

/** An SMTP server that has not finished in this long has failed: the person asks again. */
const SMTP_TIMEOUT_MS = 10_000;

/** The text of the message: the code, how long it lasts, and what to do when it was not you. */
const body = (code: string) => `您的验证码为 ${code}，5分钟内有效。\n如非本人操作，请忽略本邮件，并留意账号安全。`;

/**
 * An SMTP sender over nodemailer. `SMTP_URL` is nodemailer's connection URL
 * (`smtp://user:pass@host:587`, `smtps://…:465`); STARTTLS is used whenever the server offers it.
 */
export function smtpSender(url: string, from: string): TEmailSender {
  // nodemailer loads with the first message, not when the server starts (most portals send none).
  let transport: Promise<import('nodemailer').Transporter> | undefined;
  const connect = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => {
      const created = nodemailer.createTransport(url, { from });
      created.set('connectionTimeout', SMTP_TIMEOUT_MS);
      return created;
    }));
  return {
    kind: 'smtp',
    async sendCode(address, code, purpose) {
      await (await connect()).sendMail({ to: address, subject: SUBJECTS[purpose], text: body(code) });
    },
  };
}

/** The embedded default: the code goes to the log, marked like the demo SMS, so a person trying the portal can go on. */
export function demoEmailSender(log: FastifyBaseLogger): TEmailSender {
  return {
    kind: 'demo',
    sendCode: async (address, code, purpose) => {
      log.warn({ demoEmail: { address, purpose, code } }, `${DEMO_EMAIL_MARK} ${purpose} code for ${address}: ${code}`);
    },
  };
}

const byPlatform = new WeakMap<TPlatform, TEmailSender>();

/** The platform's e-mail sender: one per server (one pool of connections), shared by every site. */
export function emailSenderOf(platform: TPlatform, log: FastifyBaseLogger): TEmailSender {
  let sender = byPlatform.get(platform);
  const { url, from } = platform.config.smtp;
  if (!sender) byPlatform.set(platform, (sender = url ? smtpSender(url, from) : demoEmailSender(log)));
  return sender;
}
