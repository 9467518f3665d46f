import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, invalid, notFound } from '@quad/platform/server/errors';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import type { TChannel } from '../../contract';
import { newsListsChanged } from '../articles/list-cache';

const toChannel = (row: { key: string; name: string; sort: number; hidden: number }): TChannel => ({
  key: row.key,
  name: row.name,
  sort: Number(row.sort),
  hidden: row.hidden === 1,
});

export async function listChannels(siteDb: SiteDb, withHidden: boolean): Promise<TChannel[]> {
  let query = siteDb.selectFrom('news_channels').select(['key', 'name', 'sort', 'hidden']);
  if (!withHidden) query = query.where('hidden', '=', 0);
  return (await query.orderBy('sort').orderBy('key').execute()).map(toChannel);
}

export async function findChannel(siteDb: SiteDb, key: string): Promise<TChannel | undefined> {
  const row = await siteDb.selectFrom('news_channels').select(['key', 'name', 'sort', 'hidden']).where('key', '=', key).executeTakeFirst();
  return row && toChannel(row);
}

export async function saveChannel(siteDb: SiteDb, request: FastifyRequest, actorId: string, input: TChannel, now: number): Promise<void> {
  const name = sanitizePlainText(input.name);
  if (!name) throw invalid({ name: '请填写频道名称' });
  const fields = { name, sort: input.sort, hidden: input.hidden ? 1 : 0 };
  await siteDb.transaction(async (tx) => {
    const before = await findChannel(tx, input.key);
    if (before) await tx.updateTable('news_channels').set(fields).where('key', '=', input.key).execute();
    else await tx.insertInto('news_channels', { key: input.key, ...fields, created: now }).execute();
    newsListsChanged(tx, input.key);
    await recordAudit(tx, request, {
      actorId,
      action: 'news.channel.save',
      targetType: 'news_channel',
      targetId: input.key,
      before,
      after: fields,
    });
  });
}

/** Only an empty channel goes: articles never lose their channel. */
export async function deleteChannel(siteDb: SiteDb, request: FastifyRequest, actorId: string, key: string): Promise<void> {
  await siteDb.transaction(async (tx) => {
    const before = await findChannel(tx, key);
    if (!before) throw notFound('频道不存在');
    const used = await tx.selectFrom('news_articles').select('id').where('channel', '=', key).limit(1).executeTakeFirst();
    if (used) throw fail('频道下还有文章，不能删除；可以把频道设为隐藏');
    await tx.deleteFrom('news_channels').where('key', '=', key).execute();
    newsListsChanged(tx, key);
    await recordAudit(tx, request, { actorId, action: 'news.channel.delete', targetType: 'news_channel', targetId: key, before });
  });
}
