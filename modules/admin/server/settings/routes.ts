import type { FastifyInstance } from 'fastify';
import { isAppAllowed } from '@quad/contracts/permission-checks';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { forbidden, invalid, notFound } from '@quad/platform/server/errors';
import { registerCall } from '@quad/platform/server/http/calls';
import { loadPermissionMap } from '@quad/platform/server/identity/permissions';
import type { TPlatform } from '@quad/platform/server/module';
import { isDepartmentKey, maskSecret, resolveLayers, SECRET_KEYS, SETTING_KEYS, type TFlat } from '@quad/platform/server/sites/layers';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { getSettings, resetSetting, setSetting, valueSchema, type TSettingItem } from '../../contract-settings';
import { actorOf, audit } from '../audit-context';
import { writeSetting, type TWhere } from './store';

/** The values of the layers from the platform down to the one asked about. */
function layersUpTo(site: TSite, where: TWhere): TFlat[] {
  const { platform, site: own, departments } = site.layers;
  if (where.layer === 'platform') return [platform];
  if (where.layer === 'site') return [platform, own];
  return [platform, own, departments.get(where.dept_id) ?? {}];
}

/** Effective value of every key at a layer, where it comes from, and whether this layer set it. */
function itemsAt(site: TSite, where: TWhere): TSettingItem[] {
  const layers = layersUpTo(site, where);
  const [platform, own = {}, department = {}] = layers;
  const here = layers[layers.length - 1];
  const resolved = resolveLayers(platform, own, department);
  const keys = [...new Set([...SETTING_KEYS, ...[...resolved.keys()].sort()])];
  return keys.map((key) => {
    // Unset everywhere (the enabled apps): null, meaning every app in the default order.
    const r = resolved.get(key) ?? { value: null, source: 'platform' as const };
    return { key, value: maskSecret(key, r.value), source: r.source, here: Object.hasOwn(here, key), department: isDepartmentKey(key) };
  });
}

/** The platform layer belongs to platform administrators; a department must be one of this site's. */
async function checkWhere(platform: TPlatform, site: TSite, siteDb: SiteDb, userId: string, where: TWhere, key?: string): Promise<void> {
  if (where.layer === 'platform') {
    const onDefault = site.id === platform.config.defaultSite;
    if (!onDefault || !isAppAllowed(await loadPermissionMap(siteDb, userId), 'platform', 'sites'))
      throw forbidden('平台默认设置只有平台管理员可以修改');
  }
  if (where.layer !== 'department') return;
  if (!where.dept_id) throw invalid({ dept_id: '请选择院系' });
  const dept = await siteDb.selectFrom('departments').select('id').where('id', '=', where.dept_id).executeTakeFirst();
  if (!dept) throw notFound('院系不存在');
  if (key && !isDepartmentKey(key)) throw invalid({ key: '这一项不能按院系设置' });
}

/** A provider saved without its secret keeps the one in force (this layer's, else the inherited). */
function keepSecret(site: TSite, where: TWhere, key: string, value: unknown): unknown {
  if (!SECRET_KEYS.includes(key)) return value;
  const next = value as { secret?: string };
  if (next.secret) return value;
  const layers = layersUpTo(site, where);
  const current = resolveLayers(layers[0], layers[1] ?? {}).get(key)?.value as { secret?: string } | undefined;
  return { ...next, secret: current?.secret ?? '' };
}

export function registerSettingsRoutes(app: FastifyInstance, platform: TPlatform): void {
  registerCall(app, getSettings, async ({ site, siteDb, userId, input }) => {
    await checkWhere(platform, site, siteDb, userId, input);
    return { layer: input.layer, dept_id: input.dept_id, list: itemsAt(site, input) };
  });

  const change = async (
    site: TSite,
    siteDb: SiteDb,
    userId: string,
    request: Parameters<typeof actorOf>[2],
    where: TWhere,
    key: string,
    value: unknown,
  ) => {
    await checkWhere(platform, site, siteDb, userId, where, key);
    const before = itemsAt(site, where).find((i) => i.key === key);
    const actor = await actorOf(siteDb, userId, request);
    await siteDb.transaction(async (tx) => {
      await writeSetting(tx, where, key, value);
      await audit(tx, actor, {
        action: value === undefined ? 'settings.reset' : 'settings.set',
        targetType: 'setting',
        targetId: [where.layer, where.dept_id, key].filter(Boolean).join(':'),
        before: before?.here ? before.value : undefined,
        after: value === undefined ? undefined : maskSecret(key, value),
      });
    });
    platform.sites.invalidate();
  };

  registerCall(app, setSetting, async ({ site, siteDb, userId, request, input }) => {
    const value = valueSchema(input.key)?.parse(input.value);
    await change(site, siteDb, userId, request, input, input.key, keepSecret(site, input, input.key, value));
    return {};
  });

  registerCall(app, resetSetting, async ({ site, siteDb, userId, request, input }) => {
    await change(site, siteDb, userId, request, input, input.key, undefined);
    return {};
  });
}
