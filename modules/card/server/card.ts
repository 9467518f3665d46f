import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import type { TPlatform } from '@quad/platform/server/module';
import type { TSite } from '@quad/platform/server/sites/site-store';
import type { TCard } from '../contract';
import { askSchoolSystem } from '@quad/platform/server/connectors/school-system';
import type { TCardSystem } from './card-system/card-system';
import { cardSystemOf } from './card-system/choose';

export const CARD_SYSTEM_DOWN = '校园卡系统暂时无法访问，请稍后再试';
/** What the card page and the history read: the last 90 days. */
const HISTORY_S = 90 * 86_400;
const RECENT_LINES = 5;

/** Where a person's card is: their site's card system and their card number (their student or staff number). */
export interface TMyCard {
  system: TCardSystem;
  number: string;
}

export async function myCardOf(c: { site: TSite; siteDb: SiteDb; platform: TPlatform; userId: string }): Promise<TMyCard> {
  const system = cardSystemOf(c.site, c.siteDb, c.platform);
  const person = await c.siteDb.selectFrom('users').select('number').where('id', '=', c.userId).executeTakeFirst();
  if (!person?.number) throw fail('您的账号没有学工号，无法使用校园卡');
  return { system, number: person.number };
}

/** Asks the card system, answering its refusal as it says and its silence as one message. */
export const askCard = <T>(work: () => Promise<T>): Promise<T> => askSchoolSystem(work, CARD_SYSTEM_DOWN);

const historyRange = (now = Math.floor(Date.now() / 1000)) => ({ from: now - HISTORY_S, to: now });

export async function cardWithRecent({ system, number }: TMyCard) {
  return askCard(async () => ({
    card: await system.card(number),
    recent: (await system.transactions(number, { ...historyRange(), page: 1, size: RECENT_LINES })).lines,
  }));
}

export async function cardHistory({ system, number }: TMyCard, page: number, size: number) {
  const { total, lines } = await askCard(() => system.transactions(number, { ...historyRange(), page, size }));
  return { total, list: lines };
}

/** 挂失 or 解挂, recorded in the audit log under the person who did it (a lost card is money at stake). */
export async function changeLoss(siteDb: SiteDb, request: FastifyRequest, userId: string, mine: TMyCard, lost: boolean): Promise<TCard> {
  const before = await askCard(() => mine.system.card(mine.number));
  if (lost && before.status === 'lost') throw fail('校园卡已挂失');
  if (!lost && before.status !== 'lost') throw fail('校园卡未挂失，无需解挂');
  const after = await askCard(() => (lost ? mine.system.reportLoss(mine.number) : mine.system.undoLoss(mine.number)));
  await recordAudit(siteDb, request, {
    actorId: userId,
    action: lost ? 'card.report-loss' : 'card.undo-loss',
    targetType: 'card',
    targetId: mine.number,
    before: { status: before.status },
    after: { status: after.status },
  });
  return after;
}
