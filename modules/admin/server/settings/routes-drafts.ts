import type { FastifyInstance } from 'fastify';
import { fail, notFound } from '@quad/platform/server/errors';
import { registerCall } from '@quad/platform/server/http/calls';
import { requestOrigin } from '@quad/platform/server/http/context';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import { createPreview, loadDraft, PREVIEW_SECONDS } from '@quad/platform/server/sites/preview';
import { createPreviewLink, discardDraft, listDraft, publishDraft, resetDraft, setDraft, valueSchema } from '../../contract-settings';
import { actorOf, audit } from '../audit-context';
import { writeSetting } from './store';

const SITE = { layer: 'site', dept_id: '' } as const;

export function registerDraftRoutes(app: FastifyInstance, platform: TPlatform): void {
  registerCall(app, listDraft, async ({ siteDb }) => ({ list: await loadDraft(siteDb) }));

  const park = async (siteDb: Parameters<typeof loadDraft>[0], userId: string, key: string, value: string) => {
    await siteDb.transaction(async (tx) => {
      await tx.deleteFrom('settings_drafts').where('key', '=', key).execute();
      await tx.insertInto('settings_drafts', { key, value, updated: nowSeconds(), updated_by: userId }).execute();
    });
  };

  registerCall(app, setDraft, async ({ siteDb, userId, input }) => {
    await park(siteDb, userId, input.key, JSON.stringify(valueSchema(input.key)?.parse(input.value)));
    return {};
  });

  registerCall(app, resetDraft, async ({ siteDb, userId, input }) => {
    await park(siteDb, userId, input.key, '');
    return {};
  });

  registerCall(app, discardDraft, async ({ siteDb, input }) => {
    let query = siteDb.deleteFrom('settings_drafts');
    if (input.key) query = query.where('key', '=', input.key);
    await query.execute();
    return {};
  });

  // Every change of the draft lands at once, each recorded like a direct change.
  registerCall(app, publishDraft, async ({ siteDb, userId, request }) => {
    const draft = await loadDraft(siteDb);
    if (draft.length === 0) throw fail('草稿中没有修改');
    const actor = await actorOf(siteDb, userId, request);
    await siteDb.transaction(async (tx) => {
      for (const entry of draft) {
        await writeSetting(tx, SITE, entry.key, entry.value);
        await audit(tx, actor, {
          action: entry.reset ? 'settings.reset' : 'settings.set',
          targetType: 'setting',
          targetId: `site:${entry.key}`,
          after: entry.value,
        });
      }
      await tx.deleteFrom('settings_drafts').execute();
    });
    platform.sites.invalidate();
    return { published: draft.length };
  });

  registerCall(app, createPreviewLink, async ({ site, siteDb, userId, request, input }) => {
    if (input.role_id && !(await siteDb.selectFrom('roles').select('id').where('id', '=', input.role_id).executeTakeFirst()))
      throw notFound('角色不存在');
    const token = await createPreview(siteDb, userId, input.role_id);
    return { url: `${requestOrigin(request)}${site.basePath}?preview=${token}`, expires: nowSeconds() + PREVIEW_SECONDS };
  });
}
