import fs from 'node:fs/promises';
import path from 'node:path';
import { newCommentRow, seedComments } from '@quad/content-engine/server';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { saveUpload } from '@quad/platform/server/files/upload-service';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import type { TSite } from '@quad/platform/server/sites/site-store';

const ASSETS = 'modules/video/server/demo-assets';

const DEMO_VIDEOS = [
  { asset: 'campus', title: '校园四季', category: '校园风光', description: '从春天的樱花大道到冬天的图书馆，一起看看我们的校园。' },
  { asset: 'lecture', title: '名师讲堂：分形之美', category: '讲座课程', description: '数学学院的公开课：曼德博集合与自然界中的分形。' },
  { asset: 'sports', title: '秋季运动会开幕式', category: '体育活动', description: '运动会开幕式精彩回顾。' },
];

/** Three short published videos with covers, and a few comments, so the list and player have something to show. */
export async function seedVideoDemo(siteDb: SiteDb, site: TSite, platform: TPlatform): Promise<void> {
  const people = await siteDb.selectFrom('users').select(['id', 'username']).where('username', 'in', ['admin', 'student', 'teacher']).execute();
  const idOf = (username: string) => people.find((p) => p.username === username)?.id ?? '';
  const target = {
    siteDb,
    basePath: site.basePath,
    userId: idOf('admin'),
    storage: platform.storage,
    limit: Number.MAX_SAFE_INTEGER,
  };
  const read = (name: string) => fs.readFile(path.join(platform.config.root, ASSETS, name));
  const now = nowSeconds();
  for (const [i, v] of DEMO_VIDEOS.entries()) {
    const file = await saveUpload(target, { field: 'file', name: `${v.title}.webm`, data: await read(`${v.asset}.webm`) });
    const cover = await saveUpload(target, { field: 'cover', name: `${v.title}.jpg`, data: await read(`${v.asset}.jpg`) });
    const id = newId();
    const at = now - (DEMO_VIDEOS.length - i) * 3600;
    await siteDb
      .insertInto('videos', {
        id,
        title: v.title,
        description: v.description,
        category: v.category,
        cover: cover.file,
        file: file.file,
        link: '',
        duration: 5,
        status: 'published',
        comments_open: 1,
        comments_review: 0,
        views: 0,
        publisher_id: target.userId,
        published_at: at,
        created: at,
        updated: at,
      })
      .execute();
    if (i !== 0) continue;
    const first = newCommentRow({ kind: 'video', subject_id: id, user_id: idOf('student'), body: '图书馆那段太美了！', created: at + 600 });
    const reply = newCommentRow({ kind: 'video', subject_id: id, user_id: idOf('teacher'), body: '欢迎同学们多拍校园的照片投稿。', reply_to: first.id, created: at + 1200 });
    await seedComments(siteDb, [first, reply]);
  }
}
