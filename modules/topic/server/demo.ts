import { newCommentRow, seedComments } from '@quad/content-engine/server';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { newId, nowSeconds } from '@quad/platform/server/ids';

/** Two topics with a few posts: one open to all, one whose posts are reviewed first (with one waiting). */
export async function seedTopicDemo(siteDb: SiteDb): Promise<void> {
  const people = await siteDb.selectFrom('users').select(['id', 'username']).where('username', 'in', ['admin', 'student', 'teacher', '2024010002']).execute();
  const idOf = (username: string) => people.find((p) => p.username === username)?.id ?? '';
  const now = nowSeconds();
  const life = newId();
  const canteen = newId();
  const topic = (id: string, title: string, description: string, extra: { pinned: number; review: number }, at: number) => ({
    id,
    title,
    description,
    cover: '',
    status: 'open' as const,
    creator_id: idOf('admin'),
    created: at,
    updated: at,
    ...extra,
  });
  await siteDb
    .insertInto('topics', [
      topic(life, '#我的校园生活#', '晒晒你眼中的校园：一张照片、一段故事都可以。', { pinned: 1, review: 0 }, now - 86_400),
      topic(canteen, '食堂新菜品征集', '想在食堂吃到什么？说出来，后勤处会认真看每一条建议。帖子经审核后显示。', { pinned: 0, review: 1 }, now - 7200),
    ])
    .execute();
  const first = newCommentRow({ kind: 'topic', subject_id: life, user_id: idOf('student'), body: '图书馆顶楼看日落，是一天里最安静的时刻。', created: now - 80_000 });
  await seedComments(siteDb, [
    first,
    newCommentRow({ kind: 'topic', subject_id: life, user_id: idOf('teacher'), body: '拍得很美，下次记得带上三脚架。', reply_to: first.id, created: now - 70_000 }),
    newCommentRow({ kind: 'topic', subject_id: life, user_id: idOf('2024010002'), body: '早上七点的操场，跑完步吃个煎饼果子，完美。', created: now - 60_000 }),
    newCommentRow({ kind: 'topic', subject_id: canteen, user_id: idOf('student'), body: '希望二食堂能有麻辣烫！', created: now - 3600 }),
    newCommentRow({ kind: 'topic', subject_id: canteen, user_id: idOf('2024010002'), body: '夜宵窗口能开到十点吗？', status: 'pending', created: now - 1800 }),
  ]);
}
