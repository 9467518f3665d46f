import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestOrigin } from '@quad/platform/server/http/context';
import { registerPage, type TPage } from '@quad/platform/server/http/pages';
import type { TPlatform } from '@quad/platform/server/module';
import { escapeHtml, sendPage, simplePage } from '@quad/platform/server/providers/messaging/pages';
import { acceptNotification } from './notifications';
import { orderByNo } from './orders';
import { NOTIFY_PATH } from './pay';
import { demoProviderOf, type TProviderContext } from './providers/channels';
import { DEMO_CASHIER_PATH } from './providers/demo';
import type { TProviderKind } from './providers/provider';
import { registerWechatOpenidRoutes } from './wechat-openid';

const PROVIDERS: readonly TProviderKind[] = ['demo', 'wechat', 'alipay'];
const yuan = (fen: number) => (fen / 100).toFixed(2);

const contextOf = (request: FastifyRequest, platform: TPlatform): TProviderContext => ({
  site: request.site,
  siteDb: request.siteDb,
  platform,
  origin: requestOrigin(request),
});

/** Only back to a page of this site: the cashier is no open redirect. */
function backOf(request: FastifyRequest, back: string | undefined): string {
  const origin = requestOrigin(request);
  return back && back.startsWith(`${origin}/`) ? back : `${origin}${request.site.basePath}`;
}

const cashierQuery = z.object({ order: z.string().describe('订单号'), back: z.string().optional().describe('支付后回到的本站页面') });

/**
 * The engine's own routes: where providers post notifications (the raw body untouched, as their
 * signatures need), the demo provider's cashier, a plain server page that needs no script, and the
 * official account's authorization that gets a payer's openid for WeChat JSAPI (`wechat-openid.ts`).
 */
export async function registerLedgerRoutes(app: FastifyInstance, platform: TPlatform): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    const notify: TPage = {
      method: 'POST',
      path: `${NOTIFY_PATH}/:provider`,
      summary: '支付渠道异步通知（微信支付、支付宝、演示支付）：验签后记账一次，重复通知不重复记账',
      access: 'public',
      produces: ['text', 'json'],
      changesState: true,
    };
    registerPage(scope, notify, async (request, reply) => {
      const kind = (request.params as { provider: string }).provider as TProviderKind;
      if (!PROVIDERS.includes(kind)) return reply.status(404).send('unknown provider');
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v[0] : v]));
      const answer = await acceptNotification({ ...contextOf(request, platform), log: request.log }, kind, {
        headers,
        rawBody: String(request.body ?? ''),
      });
      return reply.status(answer.status).header('content-type', answer.contentType).send(answer.body);
    });
  });

  const cashier = (method: 'GET' | 'POST'): TPage => ({
    method,
    path: DEMO_CASHIER_PATH,
    summary:
      method === 'GET'
        ? '演示支付收银台（仅演示站点）：显示订单金额，确认或取消支付'
        : '演示支付收银台的确认：付款、发出支付通知后回到本站页面',
    access: 'public',
    produces: ['html', 'redirect'],
    query: cashierQuery,
    ...(method === 'POST' ? { changesState: true } : {}),
  });
  registerPage(app, cashier('GET'), (request, reply) => showCashier(request, reply, platform));
  registerPage(app, cashier('POST'), (request, reply) => confirmCashier(request, reply, platform));
  registerWechatOpenidRoutes(app, platform);
}

async function showCashier(request: FastifyRequest, reply: FastifyReply, platform: TPlatform) {
  const { order: orderNo, back } = cashierQuery.parse(request.query);
  demoProviderOf(contextOf(request, platform));
  const order = await orderByNo(request.siteDb, orderNo);
  const backUrl = backOf(request, back);
  if (!order || (order.state !== 'paying' && order.state !== 'created')) {
    return sendPage(
      reply,
      404,
      simplePage('演示支付', `<h1>演示支付</h1><p>订单不存在或已不能支付。</p><a class="button" href="${escapeHtml(backUrl)}">返回</a>`),
    );
  }
  const action = `${DEMO_CASHIER_PATH}?${new URLSearchParams({ order: orderNo, back: backUrl })}`;
  const body = `<h1>演示支付</h1><p>${escapeHtml(order.title)}</p><strong class="amount">¥${yuan(Number(order.amount))}</strong>
<p><small>这是演示收银台，不会产生真实扣款。</small></p>
<form method="post" action="${escapeHtml(action)}"><button name="confirm" value="1" type="submit">确认支付</button></form>
<form method="post" action="${escapeHtml(action)}"><button class="plain" name="confirm" value="0" type="submit">取消支付</button></form>`;
  return sendPage(reply, 200, simplePage('演示支付', body));
}

async function confirmCashier(request: FastifyRequest, reply: FastifyReply, platform: TPlatform) {
  const { order: orderNo, back } = cashierQuery.parse(request.query);
  const context = contextOf(request, platform);
  const provider = demoProviderOf(context);
  const backUrl = backOf(request, back);
  if ((request.body as { confirm?: string } | undefined)?.confirm !== '1')
    return reply.redirect(`${backUrl}${backUrl.includes('?') ? '&' : '?'}cancelled=1`, 303);
  try {
    const notification = await provider.pay(orderNo);
    // The notification goes the way a real provider's does, through the same checks and booking.
    await acceptNotification({ ...context, log: request.log }, 'demo', notification);
  } catch {
    return sendPage(
      reply,
      409,
      simplePage('演示支付', `<h1>演示支付</h1><p>该订单已不能支付。</p><a class="button" href="${escapeHtml(backUrl)}">返回</a>`),
    );
  }
  return reply.redirect(backUrl, 303);
}
