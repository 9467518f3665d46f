import type { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { pagedRows, type TPage } from '@quad/platform/server/db/paging';
import { fail, notFound } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { personById } from '@quad/platform/server/identity/people';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import { ensureDefinition, startInstance } from '@quad/workflow-engine/server';
import type { registerPaper, TPaperItem } from '../contract';
import { DEFAULT_PAPER_FLOW, PAPER_FLOW } from './flow';
import type { ResearchPapersTable } from './schema';

type TRegister = z.output<(typeof registerPaper)['input']>;

const earlierPaper = (siteDb: SiteDb, userId: string, requestId: string) =>
  siteDb.selectFrom('research_papers').select(['id', 'instance_id as instanceId']).where('user_id', '=', userId).where('request_id', '=', requestId).executeTakeFirst();

/** A published paper registered for the office's check, with its flow, in one transaction; a retry answers the first. */
export async function register(siteDb: SiteDb, userId: string, today: string, input: TRegister): Promise<{ id: string; instanceId: string }> {
  const earlier = await earlierPaper(siteDb, userId, input.requestId);
  if (earlier) return earlier;
  if (input.published > today) throw fail('只能登记已发表的论文（发表日期不能晚于今天）');
  const doi = (input.doi ?? '').toLowerCase();
  if (doi) {
    // One paper is registered once per author: a DOI already mine (and not withdrawn or rejected) is refused.
    const twin = await siteDb.selectFrom('research_papers').select('id').where('user_id', '=', userId).where('doi', '=', doi).where('status', 'in', ['running', 'approved']).executeTakeFirst();
    if (twin) throw fail('这篇论文（DOI）已登记过');
  }
  const person = await personById.first(siteDb, { userId });
  if (!person) throw notFound('用户不存在');
  const title = sanitizePlainText(input.title);
  const journal = sanitizePlainText(input.journal);
  return siteDb.transaction(async (tx) => {
    await ensureDefinition(tx, { key: PAPER_FLOW, app: 'research', definition: DEFAULT_PAPER_FLOW });
    const { id: instanceId } = await startInstance(tx, {
      key: PAPER_FLOW,
      applicantId: userId,
      title: `${person.realname}的论文登记：${title}`,
      values: { title, journal, published: input.published, indexed: input.indexed, rank: input.rank, doi },
      requestId: input.requestId,
    });
    const id = newId();
    const inserted = await tx
      .insertInto('research_papers', {
        id,
        user_id: userId,
        dept_id: person.dept_id,
        instance_id: instanceId,
        request_id: input.requestId,
        title,
        journal,
        published_day: input.published,
        indexed: input.indexed,
        author_rank: input.rank,
        doi,
        status: 'running',
        created: nowSeconds(),
      })
      .onConflict((c) => c.columns(['site_id', 'user_id', 'request_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return (await earlierPaper(tx, userId, input.requestId)) ?? { id, instanceId };
    return { id, instanceId };
  });
}

type TPaperRow = Pick<ResearchPapersTable, 'id' | 'instance_id' | 'title' | 'journal' | 'published_day' | 'indexed' | 'author_rank' | 'doi' | 'status' | 'created'>;

export const paperItem = (r: TPaperRow): TPaperItem => ({
  id: r.id,
  instanceId: r.instance_id,
  title: r.title,
  journal: r.journal,
  published: r.published_day,
  indexed: r.indexed,
  rank: Number(r.author_rank),
  doi: r.doi,
  status: r.status,
  created: Number(r.created),
});

/** My registered papers, newest first. */
export async function myPapers(siteDb: SiteDb, userId: string, page: TPage) {
  const base = siteDb.selectFrom('research_papers').where('user_id', '=', userId);
  const { rows, total } = await pagedRows(base, page, (q) => q.selectAll().orderBy('created', 'desc').orderBy('id', 'desc'));
  return { list: rows.map(paperItem), total };
}
