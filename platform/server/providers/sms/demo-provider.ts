import type { FastifyBaseLogger } from 'fastify';
import type { TSmsProvider } from './provider';

/** The marker every demo line starts with, so nobody mistakes it for a message that left the server. */
export const DEMO_SMS_MARK = '[演示短信 DEMO SMS, not sent]';

/**
 * The embedded default (no `SMS_PROVIDER`): nothing is sent; the code goes to the server log, clearly
 * marked, so a person trying the portal can read it there and go on. Logged at `warn`, so the default
 * `info` level shows it and a production log that still uses it stands out.
 */
export function demoSmsProvider(log: FastifyBaseLogger): TSmsProvider {
  return {
    kind: 'demo',
    sendCode: async (phone, code, purpose) => {
      log.warn({ demoSms: { phone, purpose, code } }, `${DEMO_SMS_MARK} ${purpose} code for ${phone}: ${code}`);
    },
  };
}
