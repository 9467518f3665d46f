import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { recordAudit } from '@quad/platform/server/audit/record';
import { likeContaining } from '@quad/platform/server/db/like';
import { pagedRows, type TPage } from '@quad/platform/server/db/paging';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, invalid } from '@quad/platform/server/errors';
import { requireUploads } from '@quad/platform/server/files/site-uploads';
import { attachUrl } from '@quad/platform/server/files/upload-service';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { audienceForm, resolveAudience } from '@quad/platform/server/identity/audience';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import type { saveVote, TManagedVote, TManagedVoteDetail } from '../contract-manage';
import { percentOf, voteState } from '../rules';
import { audienceOf, findVote, optionsOf, type TVoteRow } from './store';

type TSave = z.output<(typeof saveVote)['input']>;

/** Every vote of the site, newest first, with its ballots and leading option. */
export async function managedVotes(siteDb: SiteDb, input: TPage & { keyword?: string }): Promise<{ list: TManagedVote[]; total: number }> {
  let base = siteDb.selectFrom('vote_votes');
  if (input.keyword) base = base.where('title', 'like', likeContaining(input.keyword));
  const { rows, total } = await pagedRows(base, input, (q) => q.selectAll().orderBy('created', 'desc').orderBy('id', 'desc'));
  const ids = rows.map((r) => r.id);
  const options = ids.length
    ? await siteDb.selectFrom('vote_options').select(['vote_id', 'text', 'count']).where('vote_id', 'in', ids).orderBy('position').execute()
    : [];
  const now = nowSeconds();
  return {
    total,
    list: rows.map((row) => {
      const own = options.filter((o) => o.vote_id === row.id);
      const most = Math.max(0, ...own.map((o) => Number(o.count)));
      return {
        id: row.id,
        title: row.title,
        state: voteState(Number(row.opens_at), Number(row.closes_at), now),
        opensAt: Number(row.opens_at),
        closesAt: Number(row.closes_at),
        multiple: row.multiple === 1,
        anonymous: row.anonymous === 1,
        perDay: Number(row.per_day),
        results: row.results,
        options: own.length,
        ballots: Number(row.ballots),
        leaders: most > 0 ? own.filter((o) => Number(o.count) === most).map((o) => o.text) : [],
        created: Number(row.created),
      };
    }),
  };
}

/** A vote as set up, with whom it is for and each option's count, to edit it or read its results. */
export async function managedDetail(siteDb: SiteDb, basePath: string, id: string): Promise<TManagedVoteDetail> {
  const row = await findVote(siteDb, id);
  const audience = audienceOf(row);
  const ballots = Number(row.ballots);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    cover: row.cover,
    coverUrl: row.cover ? attachUrl(basePath, row.cover) : '',
    options: (await optionsOf(siteDb, row.id)).map((o) => ({
      id: o.id,
      text: o.text,
      picture: o.picture,
      pictureUrl: o.picture ? attachUrl(basePath, o.picture) : '',
      count: Number(o.count),
      percent: percentOf(Number(o.count), ballots),
    })),
    multiple: row.multiple === 1,
    minPicks: Number(row.min_picks),
    maxPicks: Number(row.max_picks),
    anonymous: row.anonymous === 1,
    perDay: Number(row.per_day),
    opensAt: Number(row.opens_at),
    closesAt: Number(row.closes_at),
    results: row.results,
    state: voteState(Number(row.opens_at), Number(row.closes_at), nowSeconds()),
    ballots,
    ...(await audienceForm(siteDb, audience)),
  };
}

/** The picks rule of the input, checked: a single choice is one pick; a multiple one within the options. */
function picksRule(input: TSave) {
  if (!input.multiple) return { min: 1, max: 1 };
  if (input.maxPicks > input.options.length) throw invalid({ maxPicks: '最多选择数不能超过选项数' });
  if (input.minPicks > input.maxPicks) throw invalid({ minPicks: '最少选择数不能大于最多选择数' });
  return { min: input.minPicks, max: input.maxPicks };
}

/** How a vote is cast: what may not change once somebody has voted. */
const castingOf = (v: { multiple: number; min_picks: number; max_picks: number; anonymous: number; per_day: number }) =>
  [v.multiple, v.min_picks, v.max_picks, v.anonymous, v.per_day].map(Number).join('|');

/**
 * Creates or changes a vote, audited. Once it has ballots its options may be reworded or pictured but
 * not added, removed or reordered away, and the way it is cast (choice, picks, anonymity, limit) stays:
 * the counts and ballots already kept must keep meaning what they meant.
 */
export async function saveVoteSettings(siteDb: SiteDb, actorId: string, request: FastifyRequest, input: TSave): Promise<{ id: string }> {
  if (input.closesAt <= input.opensAt) throw invalid({ closesAt: '截止时间必须晚于开始时间' });
  const { min, max } = picksRule(input);
  const texts = input.options.map((o) => sanitizePlainText(o.text));
  if (new Set(texts).size !== texts.length) throw invalid({ options: '选项内容不能重复' });
  const audience = await resolveAudience(siteDb, input, '请选择参与投票的对象');
  const pictures = [input.cover, ...input.options.map((o) => o.picture)].filter((p): p is string => !!p);
  if (pictures.length) await requireUploads(siteDb, pictures, { field: 'options', message: '图片须是上传的图片', kind: 'image/' });
  const now = nowSeconds();
  const values = {
    title: sanitizePlainText(input.title),
    description: sanitizePlainText(input.description ?? ''),
    cover: input.cover ?? '',
    multiple: input.multiple ? 1 : 0,
    min_picks: min,
    max_picks: max,
    anonymous: input.anonymous ? 1 : 0,
    per_day: input.perDay,
    opens_at: input.opensAt,
    closes_at: input.closesAt,
    results: input.results,
    audience: JSON.stringify(audience),
    updated: now,
  };
  return siteDb.transaction(async (tx) => {
    const before = input.id ? await findVote(tx, input.id) : undefined;
    const id = before?.id ?? newId();
    const kept = before ? await optionsOf(tx, id) : [];
    const keptIds = new Set(kept.map((o) => o.id));
    if (before && Number(before.ballots) > 0) {
      const sameOptions = input.options.length === kept.length && input.options.every((o) => o.id && keptIds.has(o.id));
      if (!sameOptions || castingOf(before) !== castingOf(values))
        throw fail('已有人投票，不能增删选项或更改投票方式（单选/多选、可选数、匿名、次数限制）');
    }
    if (before) await tx.updateTable('vote_votes').set(values).where('id', '=', id).execute();
    else await tx.insertInto('vote_votes', { id, ...values, ballots: 0, created_by: actorId, created: now }).execute();
    const options = input.options.map((o, position) => ({
      id: o.id && keptIds.has(o.id) ? o.id : newId(),
      position,
      text: texts[position]!,
      picture: o.picture ?? '',
    }));
    const staying = new Set(options.map((o) => o.id));
    const gone = kept.filter((o) => !staying.has(o.id)).map((o) => o.id);
    if (gone.length) await tx.deleteFrom('vote_options').where('vote_id', '=', id).where('id', 'in', gone).execute();
    for (const o of options) {
      if (keptIds.has(o.id))
        await tx
          .updateTable('vote_options')
          .set({ position: o.position, text: o.text, picture: o.picture })
          .where('vote_id', '=', id)
          .where('id', '=', o.id)
          .execute();
      else await tx.insertInto('vote_options', { vote_id: id, ...o, count: 0 }).execute();
    }
    await recordAudit(tx, request, {
      actorId,
      action: before ? 'vote.update' : 'vote.create',
      targetType: 'vote',
      targetId: id,
      before: before ? summary(before) : undefined,
      after: { ...values, options: texts },
    });
    return { id };
  });
}

const summary = (row: TVoteRow) => ({ title: row.title, opens_at: row.opens_at, closes_at: row.closes_at, ballots: row.ballots });

/** Deletes a vote with its options, marks and ballots, audited. */
export async function removeVote(siteDb: SiteDb, actorId: string, request: FastifyRequest, id: string): Promise<void> {
  await siteDb.transaction(async (tx) => {
    const before = await findVote(tx, id);
    for (const table of ['vote_ballots', 'vote_marks', 'vote_options'] as const)
      await tx.deleteFrom(table).where('vote_id', '=', id).execute();
    await tx.deleteFrom('vote_votes').where('id', '=', id).execute();
    await recordAudit(tx, request, { actorId, action: 'vote.delete', targetType: 'vote', targetId: id, before: summary(before) });
  });
}

