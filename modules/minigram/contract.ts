import { z } from 'zod';
import { post, signedIn } from '@quad/contracts/call';
import { optionalText, text } from '@quad/contracts/fields';

const ticketAnswer = z.object({
  ticket: z.string().describe('一次性登录票据：只在此答复中出现一次'),
  expiresIn: z.number().int().describe('几秒后过期'),
});

/** The mini program of a signed-in person asks for a ticket that opens the portal's pages as them. */
export const issueMyMinigramTicket = signedIn.post('/minigram/api/ticket', '为本人生成小程序一次性登录票据（60 秒内有效）', {
  output: ticketAnswer,
  errors: [10029],
});

/** The mini program's backend, holding a site service token, asks for a ticket for one person by number. */
export const issueMinigramTicket = post('/minigram/api/ticket/issue', '服务令牌：为某人生成小程序一次性登录票据（60 秒内有效）', {
  access: { app: 'minigram', module: 'tickets' },
  input: z.object({ number: text('学工号', 64) }),
  output: ticketAnswer,
  errors: [1, 10029],
});

/** `xidianMinigramLogin/index?ticket=` spends its ticket for a session, then goes to `redirect` (this site only). */
export const exchangeMinigramTicket = post('/minigram/api/exchange', '以小程序一次性登录票据换取登录会话', {
  access: 'public',
  input: z.object({
    ticket: z
      .string({ error: '登录票据无效或已过期，请回到小程序重新进入' })
      .trim()
      .regex(/^[a-z2-7]{20,80}$/, '登录票据无效或已过期，请回到小程序重新进入')
      .describe('一次性登录票据'),
    redirect: optionalText('登录后前往的本站地址', 2000),
  }),
  output: z.object({ redirect: z.string().describe('登录后前往的本站地址') }),
  errors: [1, 10029],
});
