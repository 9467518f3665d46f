import type { FastifyInstance } from 'fastify';
import { listMessagePushes, retryMessagePushes } from '@quad/contracts/message-pushes';
import { recordAudit } from '@quad/platform/server/audit/record';
import { countRows, onPage } from '@quad/platform/server/db/paging';
import { notFound } from '@quad/platform/server/errors';
import { registerCall } from '@quad/platform/server/http/calls';
import { realnames } from '@quad/platform/server/identity/people';
import { pushOutbox } from './message-push-outbox';
import { callerName } from '@quad/platform/server/tokens/authenticate';

/** The push log in the site console (`/admin/api/pushes*`), for whoever configures the messaging app. */
export function registerMessagePushCalls(app: FastifyInstance): void {
  registerCall(app, listMessagePushes, async ({ input, siteDb }) => {
    let query = siteDb.selectFrom('message_pushes');
    if (input.status) query = query.where('status', '=', input.status);
    const rows = await query
      .select(['id', 'user_id', 'corp_userid', 'title', 'status', 'attempts', 'last_error', 'created', 'due_at'])
      .orderBy('created', 'desc')
      .orderBy('id', 'desc')
      .$call(onPage(input))
      .execute();
    const names = await realnames(siteDb, rows.map((r) => r.user_id));
    const list = rows.map(({ user_id, due_at, ...row }) => ({ ...row, realname: names.get(user_id) ?? '', due: Number(due_at) }));
    return { list, total: await countRows(query.select('id')) };
  });

  // Given-up pushes go back in line with a fresh set of attempts, due at once: the site's push job is woken for them.
  registerCall(app, retryMessagePushes, async ({ input, siteDb, userId, request }) =>
    siteDb.transaction(async (tx) => {
      let query = tx.updateTable('message_pushes').set({ status: 'pending', attempts: 0, next_attempt_ms: 0, last_error: '' }).where('status', '=', 'failed');
      if (input.id) query = query.where('id', '=', input.id);
      const requeued = Number((await query.executeTakeFirst()).numUpdatedRows);
      if (input.id && requeued === 0) throw notFound('推送记录不存在或未放弃');
      if (requeued > 0) await pushOutbox.wake(tx, 0);
      await recordAudit(tx, request, {
        actorId: userId,
        actorName: await callerName(tx, request, userId),
        action: 'pushes.retry',
        targetType: 'message_push',
        targetId: input.id ?? '',
        after: { requeued },
      });
      return { requeued };
    }),
  );
}
