import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import { likeContaining } from '@quad/platform/server/db/like';
import { pagedRows, type TPage } from '@quad/platform/server/db/paging';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, invalid } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import { ZReservationSettings } from '@quad/reservation-engine/contract';
import { reservationCounts, reservationSettings, saveReservationItem } from '@quad/reservation-engine/server';
import type { TLotterySettings, TManagedLottery, TManagedLotteryDetail } from '../contract-manage';
import { CHANCE_SCALE, lotteryState, MAX_WINS_DAILY } from '../rules';
import { newSeed, seedHash } from './fairness';
import { drawCounts, findLottery, prizesOf, type TLotteryRow, type TPrizeRule } from './store';

type TSave = TLotterySettings & { id?: string };

/** Every lottery of the site, newest first, with its draws and winners. */
export async function managedLotteries(
  siteDb: SiteDb,
  input: TPage & { keyword?: string },
): Promise<{ list: TManagedLottery[]; total: number }> {
  let base = siteDb.selectFrom('lottery_lotteries');
  if (input.keyword) base = base.where('title', 'like', likeContaining(input.keyword));
  const { rows, total } = await pagedRows(base, input, (q) => q.selectAll().orderBy('created', 'desc').orderBy('id', 'desc'));
  const counts = await drawCounts(
    siteDb,
    rows.map((r) => r.id),
  );
  const now = nowSeconds();
  return {
    total,
    list: rows.map((row) => ({
      id: row.id,
      title: row.title,
      state: lotteryState(Number(row.opens_at), Number(row.closes_at), now),
      published: row.published === 1,
      period: row.period,
      opensAt: Number(row.opens_at),
      closesAt: Number(row.closes_at),
      prizes: prizesOf(row).length,
      draws: counts.get(row.id)?.draws ?? 0,
      winners: counts.get(row.id)?.winners ?? 0,
      created: Number(row.created),
    })),
  };
}

/** A lottery as set up (its audience named back by the engine), with each prize's count and what is left. */
export async function lotteryForManager(siteDb: SiteDb, id: string): Promise<TManagedLotteryDetail> {
  const row = await findLottery(siteDb, id);
  const settings = await reservationSettings(siteDb, row.item_id);
  const status = await reservationCounts(siteDb, row.item_id);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    state: lotteryState(row.opens_at, row.closes_at, nowSeconds()),
    published: row.published === 1,
    period: row.period,
    opensAt: row.opens_at,
    closesAt: row.closes_at,
    prizes: prizesOf(row).map((p) => {
      const zone = status.zones.find((z) => z.key === p.key);
      return { ...p, count: zone?.capacity ?? 0, remaining: zone?.remaining ?? 0 };
    }),
    draws: (await drawCounts(siteDb, [row.id])).get(row.id)?.draws ?? 0,
    ...settings.audience,
    seedHash: row.seed_hash,
  };
}

/** The prizes of the input with their keys: kept ones keep theirs (the engine's zones), new ones get the next free `p<n>`. */
function prizeRules(input: TSave, before: TPrizeRule[]): TPrizeRule[] {
  const known = new Set(before.map((p) => p.key));
  const used = new Set<string>();
  let next = 1;
  return input.prizes.map((p) => {
    let key = p.key && known.has(p.key) && !used.has(p.key) ? p.key : '';
    while (!key) {
      const candidate = `p${next++}`;
      if (!known.has(candidate) && !used.has(candidate)) key = candidate;
    }
    used.add(key);
    return { key, name: sanitizePlainText(p.name), chance: p.chance };
  });
}

const bands = (prizes: TPrizeRule[]) => prizes.map((p) => `${p.key}:${p.chance}`).join('|');

/**
 * Writes a lottery and its engine item (prizes as zones, counts as capacities) in one transaction.
 * The seed is made once, with the lottery, and never changes. Once anybody has drawn, the prizes'
 * bands (which prizes, their order and chances) and the period stay: every recorded draw must still
 * recompute to what it was given. Counts may change, never below what was given out (the engine's rule).
 */
export async function writeLottery(
  tx: SiteDb,
  actorId: string,
  input: TSave,
): Promise<{ id: string; before?: TLotteryRow; after: Record<string, unknown> }> {
  if (input.closesAt <= input.opensAt) throw invalid({ closesAt: '截止时间必须晚于开始时间' });
  const total = input.prizes.reduce((sum, p) => sum + p.chance, 0);
  if (total > CHANCE_SCALE) throw invalid({ prizes: `各奖项中奖概率之和不能超过100%（现为${total / 10}%）` });
  const names = input.prizes.map((p) => sanitizePlainText(p.name));
  if (new Set(names).size !== names.length) throw invalid({ prizes: '奖项名称不能重复' });
  const before = input.id ? await findLottery(tx, input.id) : undefined;
  const prizes = prizeRules(input, before ? prizesOf(before) : []);
  if (before && ((await drawCounts(tx, [before.id])).get(before.id)?.draws ?? 0) > 0) {
    if (bands(prizes) !== bands(prizesOf(before)) || input.period !== before.period) {
      throw fail('已有人抽奖，不能增删奖项、调整顺序、修改中奖概率或抽奖次数');
    }
  }
  const id = before?.id ?? newId();
  const title = sanitizePlainText(input.title);
  const itemId = await saveReservationItem(
    tx,
    { id: before?.item_id, app: 'lottery', ref: id, title, link: `/lottery/index?id=${id}` },
    // Parsed by the engine's own shape, so settings it adds later take their defaults.
    ZReservationSettings.parse({
      mode: 'grab',
      zones: prizes.map((p, i) => ({ key: p.key, name: p.name, capacity: input.prizes[i]!.count })),
      opensAt: input.opensAt,
      closesAt: input.closesAt,
      drawAt: 0,
      grabUntil: 0,
      cancelUntil: 0,
      limit: input.period === 'daily' ? MAX_WINS_DAILY : 1,
      waitlist: false,
      captcha: false,
      audience: { all: input.all, departments: input.departments, classes: input.classes, roles: input.roles, people: input.people },
      prerequisite: '',
    }),
  );
  const now = nowSeconds();
  const values = {
    title,
    description: sanitizePlainText(input.description ?? ''),
    period: input.period,
    opens_at: input.opensAt,
    closes_at: input.closesAt,
    prizes_json: JSON.stringify(prizes),
    item_id: itemId,
    updated: now,
  };
  if (before) await tx.updateTable('lottery_lotteries').set(values).where('id', '=', id).execute();
  else {
    const seed = newSeed();
    await tx
      .insertInto('lottery_lotteries', { id, ...values, seed, seed_hash: seedHash(seed), published: 0, created_by: actorId, created: now })
      .execute();
  }
  return { id, before, after: { ...values, counts: input.prizes.map((p) => p.count) } };
}

const summary = (row: TLotteryRow) => ({
  title: row.title,
  opens_at: row.opens_at,
  closes_at: row.closes_at,
  prizes: row.prizes_json,
  published: row.published,
});

/** Creates or changes a lottery, audited. */
export async function saveLotterySettings(siteDb: SiteDb, actorId: string, request: FastifyRequest, input: TSave): Promise<{ id: string }> {
  return siteDb.transaction(async (tx) => {
    const { id, before, after } = await writeLottery(tx, actorId, input);
    await recordAudit(tx, request, {
      actorId,
      action: before ? 'lottery.update' : 'lottery.create',
      targetType: 'lottery',
      targetId: id,
      before: before ? summary(before) : undefined,
      after,
    });
    return { id };
  });
}

/** 发布: people in its audience see it from now on; its seed's digest is what they can hold it to. */
export async function publish(siteDb: SiteDb, actorId: string, request: FastifyRequest | undefined, id: string): Promise<void> {
  await siteDb.transaction(async (tx) => {
    const row = await findLottery(tx, id);
    if (row.published === 1) return;
    await tx.updateTable('lottery_lotteries').set({ published: 1, updated: nowSeconds() }).where('id', '=', id).execute();
    await recordAudit(tx, request, {
      actorId,
      action: 'lottery.publish',
      targetType: 'lottery',
      targetId: id,
      after: { seed_hash: row.seed_hash },
    });
  });
}
