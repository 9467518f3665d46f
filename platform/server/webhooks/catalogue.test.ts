import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { webhookEvent } from '@quad/contracts/webhook-event';
import { webhookCatalogue } from './catalogue';

const lent = webhookEvent('book.lent', '借出了图书', z.object({ book_id: z.string() }));

describe('the webhook catalogue', () => {
  it('lists the units’ events in their order, and refuses one name declared twice, naming both', () => {
    const returned = webhookEvent('book.returned', '归还了图书', z.object({}));
    expect([
      ...webhookCatalogue([{ manifest: { id: 'library' }, webhookEvents: [lent, returned] }, { manifest: { id: 'uc' } }]).keys(),
    ]).toEqual(['book.lent', 'book.returned']);
    expect(() =>
      webhookCatalogue([
        { manifest: { id: 'library' }, webhookEvents: [lent] },
        { manifest: { id: 'shop' }, webhookEvents: [lent] },
      ]),
    ).toThrow('Webhook 事件 book.lent 被 library 和 shop 重复声明');
  });

  it('takes only names of the published form', () => {
    expect(() => webhookEvent('BookLent', '借出了图书', z.object({}))).toThrow(
      'Webhook 事件名 BookLent 应为「对象.动作」的小写形式，如 user.created',
    );
  });
});
