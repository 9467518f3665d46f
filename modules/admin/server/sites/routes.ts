import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ErrorCode } from '@quad/contracts/errors';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { AppError, fail, forbidden, notFound } from '@quad/platform/server/errors';
import { registerCall } from '@quad/platform/server/http/calls';
import { insertBuiltinRoles } from '@quad/platform/server/identity/builtin-roles';
import { peopleSearch } from '@quad/platform/server/identity/search';
import { hashPassword } from '@quad/platform/server/identity/passwords';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import { createSite, listSites, setSiteStatus } from '../../contract-sites';
import { actorOf, audit } from '../audit-context';
import { generatePassword } from '../passwords';

const SITE_ADMIN_NAME = '站点管理员';

/** Where people reach a new site: its first domain, else `<id>.localhost` on this server's port. */
function siteUrl(request: FastifyRequest, id: string, domains: string[], basePath: string): string {
  const port = /:(\d+)$/.exec(request.host)?.[1];
  const host = domains[0] ?? `${id}.localhost${port ? `:${port}` : ''}`;
  return `${request.protocol}://${host}${basePath}`;
}

/** The platform console: only on the default site, only for holders of platform/sites. */
export function registerSiteRoutes(app: FastifyInstance, platform: TPlatform): void {
  const onDefaultSite = (siteId: string) => {
    if (siteId !== platform.config.defaultSite) throw forbidden('站点管理只能在平台站点进行');
  };

  registerCall(app, listSites, async ({ site }) => {
    onDefaultSite(site.id);
    const counts = await platform.database.db
      .selectFrom('users')
      .select(['site_id', sql<number>`count(*)`.as('n')])
      .groupBy('site_id')
      .execute();
    const users = new Map(counts.map((c) => [c.site_id, Number(c.n)]));
    const sites = await platform.sites.all();
    return {
      list: sites.map((s) => ({
        id: s.id,
        name: s.name,
        domains: s.domains,
        base_path: s.basePath,
        logo: s.logo,
        lang: s.settings.lang,
        status: s.status,
        users: users.get(s.id) ?? 0,
      })),
    };
  });

  registerCall(app, createSite, async ({ site, siteDb, userId, request, input }) => {
    onDefaultSite(site.id);
    const existing = await platform.sites.all();
    if (existing.some((s) => s.id === input.id))
      throw new AppError(ErrorCode.CONFLICT, '站点标识已被使用', { errors: { id: '站点标识已被使用' } });
    const taken = input.domains.find((d) => existing.some((s) => s.domains.includes(d)));
    if (taken)
      throw new AppError(ErrorCode.CONFLICT, `域名 ${taken} 已被其他站点使用`, { errors: { domains: `域名 ${taken} 已被其他站点使用` } });
    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    const now = nowSeconds();
    const actor = await actorOf(siteDb, userId, request);
    await platform.sites.create(
      {
        id: input.id,
        name: input.name,
        domains: input.domains,
        basePath: input.base_path,
        logo: input.logo ?? '',
        settings: { lang: input.lang },
      },
      async (newSite: SiteDb) => {
        const roles = await insertBuiltinRoles(newSite, platform.builtinRoles);
        const adminId = newId();
        await newSite
          .insertInto('users', {
            id: adminId,
            username: 'admin',
            password_hash: passwordHash,
            realname: SITE_ADMIN_NAME,
            number: '',
            type: 'staff',
            dept_id: '',
            class_id: '',
            mobile: '',
            email: '',
            avatar: '',
            corp_userid: '',
            status: 'active',
            created: now,
            updated: now,
          })
          .execute();
        await peopleSearch.add(newSite, [{ id: adminId, name: SITE_ADMIN_NAME }]);
        await newSite.insertInto('user_roles', { user_id: adminId, role_id: roles.get('site-admin') ?? '', dept_id: '' }).execute();
        // Recorded on the platform's own site, in the same transaction as the new site.
        await audit(new SiteDb(newSite.db, site.id), actor, {
          action: 'sites.create',
          targetType: 'site',
          targetId: input.id,
          after: input,
        });
      },
    );
    return {
      id: input.id,
      admin_username: 'admin',
      admin_password: password,
      url: siteUrl(request, input.id, input.domains, input.base_path),
    };
  });

  registerCall(app, setSiteStatus, async ({ site, siteDb, userId, request, input }) => {
    onDefaultSite(site.id);
    const target = await platform.sites.get(input.id);
    if (!target) throw notFound('站点不存在');
    if (target.id === platform.config.defaultSite && input.status === 'suspended') throw fail('不能停用平台所在的默认站点');
    await platform.sites.setStatus(input.id, input.status);
    await audit(siteDb, await actorOf(siteDb, userId, request), {
      action: input.status === 'suspended' ? 'sites.suspend' : 'sites.resume',
      targetType: 'site',
      targetId: input.id,
      before: { status: target.status },
      after: { status: input.status },
    });
    return {};
  });
}
