import type { SiteDb } from '@quad/platform/server/db/site-db';
import { newId, nowSeconds } from '@quad/platform/server/ids';

const DAY = 86_400;
const EVERYONE = JSON.stringify({ all: true, targets: [] });

/** Per person amounts of the demo's textbook fund, by username (fen). */
const TEXTBOOK_FEES: Record<string, number> = { student: 26850, '2024010002': 31200 };

/** The demo's fee items: an exam fee for everyone, textbooks per person, and a dormitory fee already closed. */
export async function seedPaymentDemo(siteDb: SiteDb): Promise<void> {
  const now = nowSeconds();
  const admin = await siteDb.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  const item = (title: string, category: 'exam' | 'book' | 'dorm', amount: number, deadline: number, description: string) => ({
    id: newId(),
    title,
    category,
    description,
    payee: '计划财务处',
    amount,
    per_person: amount === 0 ? 1 : 0,
    deadline,
    state: 'open' as const,
    audience: EVERYONE,
    created_by: admin?.id ?? '',
    created: now,
    updated: now,
  });
  const exam = item(
    '2026年下半年英语四级考试报名费',
    'exam',
    3000,
    now + 20 * DAY,
    '报名费30元，缴费成功即报名完成；考试时间以教务处通知为准。',
  );
  const books = item('2026-2027学年教材费', 'book', 0, now + 30 * DAY, '按所选课程的教材定价收取，多退少补。');
  const dorm = item('2025-2026学年住宿费（补缴）', 'dorm', 120000, now - 2 * DAY, '补缴截止日期已过，如有疑问请联系计划财务处。');
  await siteDb.insertInto('payment_items', [exam, books, dorm]).execute();
  const users = await siteDb.selectFrom('users').select(['id', 'username']).where('username', 'in', Object.keys(TEXTBOOK_FEES)).execute();
  if (users.length)
    await siteDb
      .insertInto(
        'payment_item_payers',
        users.map((u) => ({ item_id: books.id, user_id: u.id, amount: TEXTBOOK_FEES[u.username]! })),
      )
      .execute();
}
