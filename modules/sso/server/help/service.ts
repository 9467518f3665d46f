import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import type { TFaq } from '../../contract';

interface TActor {
  userId: string;
  request: FastifyRequest;
}

/** The help texts of the site ('' everywhere until an administrator or the demo seed writes them). */
export async function readHelpTexts(siteDb: SiteDb) {
  const row = await siteDb.selectFrom('sso_help').select(['guide', 'contact_text', 'contact_phone', 'contact_email']).executeTakeFirst();
  return { guide: row?.guide ?? '', contact: { text: row?.contact_text ?? '', phone: row?.contact_phone ?? '', email: row?.contact_email ?? '' } };
}

const faqsInOrder = (siteDb: SiteDb) => siteDb.selectFrom('sso_faqs').orderBy('sort').orderBy('created').orderBy('id');

export async function listFaqItems(siteDb: SiteDb) {
  return faqsInOrder(siteDb).select(['id', 'question', 'sort']).execute();
}

export async function listFaqs(siteDb: SiteDb): Promise<TFaq[]> {
  return faqsInOrder(siteDb).select(['id', 'question', 'answer', 'sort']).execute();
}

export async function readFaq(siteDb: SiteDb, id: string): Promise<TFaq> {
  const row = await siteDb.selectFrom('sso_faqs').select(['id', 'question', 'answer', 'sort']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('该问题不存在或已删除');
  return row;
}

/** Saves the guide and the contact (plain text: shown as text, never as markup); audited. */
export async function saveHelpTexts(siteDb: SiteDb, actor: TActor, input: { guide?: string; contactText?: string; contactPhone?: string; contactEmail?: string }) {
  const fields = {
    guide: sanitizePlainText(input.guide ?? ''),
    contact_text: sanitizePlainText(input.contactText ?? ''),
    contact_phone: sanitizePlainText(input.contactPhone ?? ''),
    contact_email: input.contactEmail ?? '',
    updated: nowSeconds(),
  };
  await siteDb.transaction(async (tx) => {
    await tx.insertInto('sso_help', fields).onConflict((oc) => oc.columns(['site_id']).doUpdateSet(fields)).execute();
    await recordAudit(tx, actor.request, { actorId: actor.userId, action: 'sso.help.texts', targetType: 'sso', targetId: 'help', after: fields });
  });
}

export async function saveFaq(siteDb: SiteDb, actor: TActor, input: { id?: string; question: string; answer: string; sort: number }) {
  const fields = { question: sanitizePlainText(input.question), answer: sanitizePlainText(input.answer), sort: input.sort };
  const before = input.id ? await readFaq(siteDb, input.id) : undefined;
  const id = before?.id ?? newId();
  const now = nowSeconds();
  await siteDb.transaction(async (tx) => {
    if (before) await tx.updateTable('sso_faqs').set({ ...fields, updated: now }).where('id', '=', id).execute();
    else await tx.insertInto('sso_faqs', { id, ...fields, created: now, updated: now }).execute();
    await recordAudit(tx, actor.request, { actorId: actor.userId, action: before ? 'sso.faq.update' : 'sso.faq.create', targetType: 'sso-faq', targetId: id, before, after: fields });
  });
  return { id };
}

export async function deleteFaq(siteDb: SiteDb, actor: TActor, id: string) {
  const before = await readFaq(siteDb, id);
  await siteDb.transaction(async (tx) => {
    await tx.deleteFrom('sso_faqs').where('id', '=', id).execute();
    await recordAudit(tx, actor.request, { actorId: actor.userId, action: 'sso.faq.delete', targetType: 'sso-faq', targetId: id, before });
  });
}
