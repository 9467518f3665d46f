import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { DEMO_EMAIL_MARK, demoEmailSender, smtpSender } from './email-sender';
import { startSmtpFake } from './smtp-fake';

describe('e-mail codes', () => {
  it('go over SMTP, signed in with the URL’s user, with the code and its purpose', async () => {
    const fake = await startSmtpFake({ user: 'mailer@school.test', pass: 's3cret!' });
    try {
      await smtpSender(fake.url, '北辰大学 <no-reply@school.test>').sendCode('li@school.test', '482913', 'reset-password');
      expect(fake.messages).toHaveLength(1);
      const [message] = fake.messages;
      expect(message).toMatchObject({ from: 'no-reply@school.test', to: ['li@school.test'], user: 'mailer@school.test' });
      expect(message.data).toMatch(/^Subject: =\?UTF-8\?/m);
      expect(message.text).toContain('您的验证码为 482913，5分钟内有效');
    } finally {
      await fake.close();
    }
  });

  it('fail loudly when the server refuses the credentials', async () => {
    const fake = await startSmtpFake({ user: 'mailer', pass: 'right' });
    try {
      const wrong = fake.url.replace('right', 'wrong');
      await expect(smtpSender(wrong, 'x@school.test').sendCode('li@school.test', '111111', 'bind-phone')).rejects.toThrow();
      expect(fake.messages).toEqual([]);
    } finally {
      await fake.close();
    }
  });

  it('without SMTP_URL are written to the log, clearly marked as not sent', async () => {
    const warn = vi.fn();
    await demoEmailSender({ warn } as unknown as FastifyBaseLogger).sendCode('li@school.test', '123456', 'reset-password');
    expect(warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining(DEMO_EMAIL_MARK));
    expect(warn.mock.calls[0][1]).toContain('123456');
  });
});
