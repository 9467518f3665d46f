import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TProviderContext } from '@quad/ledger-engine/server';
import { registerCall } from '@quad/platform/server/http/calls';
import { requestOrigin } from '@quad/platform/server/http/context';
import type { TPlatform } from '@quad/platform/server/module';
import { fail, notFound } from '@quad/platform/server/errors';
import { branchYear, myBranches, myDues, myPaidMonths, payDues } from '../contract';
import { memberYears, membersOf, totalsOf } from './service-stats';
import { myDuesHome, myPaid, payDues as pay } from './service-pay';
import { rulesOf, thisMonth } from './store';

const contextOf = (request: FastifyRequest, platform: TPlatform): TProviderContext => ({
  site: request.site,
  siteDb: request.siteDb,
  platform,
  origin: requestOrigin(request),
});

/** The phone's calls: my dues, paying them, my record, and my branches' statistics for a secretary. */
export function registerDuesRoutes(app: FastifyInstance, platform: TPlatform): void {
  registerCall(app, myDues, ({ userId, request }) => myDuesHome(contextOf(request, platform), userId));
  registerCall(app, payDues, ({ input, userId, request }) => pay(contextOf(request, platform), { userId, clientIp: request.ip }, input));
  registerCall(app, myPaidMonths, async ({ siteDb, userId }) => ({ list: await myPaid(siteDb, userId) }));
  registerCall(app, myBranches, async ({ siteDb, userId }) => ({
    list: await siteDb
      .selectFrom('partydues_branches')
      .innerJoin('partydues_secretaries', (j) =>
        j
          .onRef('partydues_secretaries.site_id', '=', 'partydues_branches.site_id')
          .onRef('partydues_secretaries.branch_id', '=', 'partydues_branches.id'),
      )
      .select(['partydues_branches.id', 'partydues_branches.name'])
      .where('partydues_secretaries.user_id', '=', userId)
      .orderBy('partydues_branches.name')
      .execute(),
  }));
  registerCall(app, branchYear, async ({ input, siteDb, site, userId }) => {
    const branch = await siteDb.selectFrom('partydues_branches').select(['id', 'name']).where('id', '=', input.branch).executeTakeFirst();
    if (!branch) throw notFound('党支部不存在');
    const secretary = await siteDb
      .selectFrom('partydues_secretaries')
      .select('user_id')
      .where('branch_id', '=', branch.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!secretary) throw fail('只有本支部书记可以查看支部党费统计');
    const { rules } = await rulesOf(siteDb);
    const rows = await memberYears(siteDb, rules, await membersOf(siteDb, [branch.id]), input.year, thisMonth(site));
    return {
      name: branch.name,
      totals: totalsOf(rows),
      members: rows.map(({ userId: id, name, number, category, monthlyFen, months, paidCount, owedFen }) => ({
        userId: id,
        name,
        number,
        category,
        monthlyFen,
        months,
        paidCount,
        owedFen,
      })),
    };
  });
}
