import { checkCode, signCode, type TCodePurpose } from '@quad/platform/server/codes/signed-codes';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, notFound } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TCheckResult } from '../contract';
import { normalCode } from './claims';
import { siteTime } from '@quad/platform/server/time';

/** A ticket's QR: a new code every 30 s, so a screenshot passed around soon stops working; a scan counts for 90 s. */
export const CLAIM_CODE: TCodePurpose = { name: 'reservation', rotateSeconds: 30, validSeconds: 90 };

/** The holder's code for the QR, with the 兑换码 typed when a QR cannot be scanned. */
export async function claimPass(siteDb: SiteDb, claimId: string, userId: string): Promise<{ token: string; refreshIn: number; code: string }> {
  const claim = await siteDb.selectFrom('reservation_claims').select(['id', 'state', 'code']).where('id', '=', claimId).where('user_id', '=', userId).executeTakeFirst();
  if (!claim) throw notFound('票不存在');
  if (claim.state !== 'won' && claim.state !== 'checked') throw fail('这张票还没有生效');
  const signed = await signCode(siteDb, CLAIM_CODE, claim.id);
  return { token: signed.token, refreshIn: signed.refreshIn, code: claim.code };
}

const answer = (result: TCheckResult['result'], message: string, itemId = ''): TCheckResult & { itemId: string } => ({ result, message, holder: null, checkedAt: 0, itemId });

/**
 * 验票 at the door: a scanned QR (checked against this site's key and its age) or a typed 兑换码, for
 * one of the items this check page covers. The first check marks the claim 已验票; any later one
 * answers when it was checked, so a ticket passed back over the fence is caught.
 */
export async function checkClaim(
  siteDb: SiteDb,
  input: { token?: string; code?: string; itemIds: string[]; staffId: string; timeZone: string },
): Promise<TCheckResult & { itemId: string }> {
  let claimId = '';
  if (input.token) {
    const checked = await checkCode(siteDb, CLAIM_CODE, input.token.trim());
    if (!checked.ok) return checked.reason === 'expired' ? answer('expired', '二维码已过期，请持票人刷新后重新出示') : answer('invalid', '无效的票码');
    claimId = checked.subject;
  }
  const query = siteDb.selectFrom('reservation_claims').selectAll();
  const claim = await (claimId ? query.where('id', '=', claimId) : query.where('code', '=', normalCode(input.code ?? ''))).executeTakeFirst();
  if (!claim) return answer('invalid', '无效的票码');
  if (!input.itemIds.includes(claim.item_id)) return answer('other-item', '这张票不属于本场活动', claim.item_id);
  const holder = await siteDb.selectFrom('users').select(['realname', 'number']).where('id', '=', claim.user_id).executeTakeFirst();
  const zone = await siteDb.selectFrom('reservation_stock').select('name').where('item_id', '=', claim.item_id).where('zone', '=', claim.zone).executeTakeFirst();
  const shown = { name: holder?.realname ?? '', number: holder?.number ?? '', zoneName: zone?.name ?? claim.zone };
  const now = nowSeconds();
  if (claim.state === 'won') {
    const marked = await siteDb.updateTable('reservation_claims').set({ state: 'checked', checked_at: now, checked_by: input.staffId, updated: now }).where('id', '=', claim.id).where('state', '=', 'won').executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 1) return { result: 'checked', message: '验票成功', holder: shown, checkedAt: now, itemId: claim.item_id };
    return checkClaim(siteDb, { ...input, token: undefined, code: claim.code });
  }
  if (claim.state === 'checked') {
    const at = Number(claim.checked_at);
    return { result: 'already', message: `已验票（${siteTime(input.timeZone, at)} 已检），请勿重复入场`, holder: shown, checkedAt: at, itemId: claim.item_id };
  }
  return { ...answer('not-won', claim.state === 'cancelled' ? '这张票已退' : '这张票没有生效（未中签或候补中）', claim.item_id), holder: shown };
}
