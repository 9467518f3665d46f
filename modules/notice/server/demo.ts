import type { SiteDb } from '@quad/platform/server/db/site-db';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { addDemoRole } from '@quad/platform/server/seed/demo-roles';

const DAY = 86_400;

/** Two notices the whole school has had for a few days, so a demo shows a notice list (none of them must-read). */
const DEMO_NOTICES = [
  {
    title: '关于寒假放假及春季学期开学安排的通知',
    body: '<p>各单位、全体师生：</p><p>寒假自1月17日开始，春季学期学生2月22日报到，2月24日正式上课。离校前请关好门窗、断开电源，妥善保管贵重物品。</p><p>特此通知。</p>',
    pinned: 1,
    daysAgo: 3,
  },
  {
    title: '图书馆考试周延长开放时间',
    body: '<p>考试周期间（12月28日至1月15日），图书馆自习区开放时间延长至23:00，请同学们合理安排时间，保持安静。</p>',
    pinned: 0,
    daysAgo: 1,
  },
];

/** The demo teacher drafts notices for their students, which the administrator reviews. */
export async function seedNoticeDemo(siteDb: SiteDb): Promise<void> {
  await addDemoRole(siteDb, { key: 'notice-writer', name: '通知起草人', grants: { notice: { module: ['submit'] } } }, ['teacher']);
  const admin = await siteDb.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  if (!admin) return;
  const now = nowSeconds();
  for (const n of DEMO_NOTICES) {
    const at = now - n.daysAgo * DAY;
    await siteDb
      .insertInto('notices', { id: newId(), title: n.title, body: n.body, publisher_id: admin.id, audience_all: 1, pinned: n.pinned, must_read: 0, expires: 0, status: 'published', publish_at: at, attachments: '[]', review_note: '', created: at, updated: at })
      .execute();
  }
}
