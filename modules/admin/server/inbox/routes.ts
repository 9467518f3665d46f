import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerCall } from '@quad/platform/server/http/calls';
import { invalid, notFound } from '@quad/platform/server/errors';
import { listFeedback, setFeedbackStatus, usageDaily } from '../../contract-inbox';
import { actorOf, audit } from '../audit-context';
import { onPage } from '@quad/platform/server/db/paging';

/** The feedback inbox and the usage figures of a site. */
export function registerInboxRoutes(app: FastifyInstance): void {
  registerCall(app, listFeedback, async ({ siteDb, input }) => {
    let query = siteDb.selectFrom('feedback');
    if (input.status) query = query.where('feedback.status', '=', input.status);
    const [total, unread, rows] = await Promise.all([
      query.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      siteDb
        .selectFrom('feedback')
        .select(sql<number>`count(*)`.as('n'))
        .where('status', '=', 'new')
        .executeTakeFirstOrThrow(),
      query
        .leftJoin('users', (j) => j.onRef('users.site_id', '=', 'feedback.site_id').onRef('users.id', '=', 'feedback.user_id'))
        .select([
          'feedback.id',
          'feedback.content',
          'feedback.page',
          'feedback.contact',
          'feedback.status',
          'feedback.created',
          'users.realname',
        ])
        .orderBy('feedback.created', 'desc')
        .orderBy('feedback.id', 'desc')
        .$call(onPage(input))
        .execute(),
    ]);
    return {
      total: Number(total.n),
      unread: Number(unread.n),
      list: rows.map(({ realname, ...r }) => ({ ...r, user_name: realname ?? '' })),
    };
  });

  registerCall(app, setFeedbackStatus, async ({ siteDb, userId, request, input }) => {
    const actor = await actorOf(siteDb, userId, request);
    await siteDb.transaction(async (tx) => {
      const before = await tx.selectFrom('feedback').select('status').where('id', '=', input.id).executeTakeFirst();
      if (!before) throw notFound('反馈不存在');
      await tx.updateTable('feedback').set({ status: input.status }).where('id', '=', input.id).execute();
      await audit(tx, actor, {
        action: 'feedback.status',
        targetType: 'feedback',
        targetId: input.id,
        before,
        after: { status: input.status },
      });
    });
    return {};
  });

  registerCall(app, usageDaily, async ({ siteDb, input }) => {
    if (input.from > input.to) throw invalid({ from: '开始日期不能晚于结束日期' });
    let query = siteDb
      .selectFrom('visit_daily')
      .select(['day', 'appkey', 'count'])
      .where('day', '>=', input.from)
      .where('day', '<=', input.to);
    if (input.appkey) query = query.where('appkey', '=', input.appkey);
    return { list: await query.orderBy('day').orderBy('appkey').execute() };
  });
}
