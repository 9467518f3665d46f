import type { FastifyInstance } from 'fastify';
import { registerCall } from '@quad/platform/server/http/calls';
import { notFound } from '@quad/platform/server/errors';
import type { TPlatform } from '@quad/platform/server/module';
import { emailSenderOf } from '@quad/platform/server/providers/email/email-sender';
import { smsProviderOf } from '@quad/platform/server/providers/sms/providers';
import { corpBindByCode, corpBindSendCode } from '@quad/contracts/corp-calls';
import { bindPhone, changePhone, confirmReset, getAccount, getPaymentSummary, loginByCode, sendLoginCode, sendPhoneCode, sendResetCode } from '../contract';
import { maskTarget } from './mask';
import * as corpBind from './service-corp-bind';
import * as login from './service-login';
import { paymentSummary } from './service-payment';
import * as phone from './service-phone';
import * as reset from './service-reset';

export function registerPolymerizationRoutes(app: FastifyInstance, platform: TPlatform): void {
  const sms = smsProviderOf(platform, app.log);
  const email = emailSenderOf(platform, app.log);

  registerCall(app, getAccount, async ({ siteDb, userId }) => {
    const user = await siteDb.selectFrom('users').select(['username', 'realname', 'number', 'mobile', 'email']).where('id', '=', userId).executeTakeFirst();
    if (!user) throw notFound('用户不存在');
    return { username: user.username, realname: user.realname, number: user.number, phone: maskTarget(user.mobile), email: maskTarget(user.email) };
  });

  registerCall(app, getPaymentSummary, ({ siteDb, userId }) => paymentSummary(siteDb, userId));

  registerCall(app, sendPhoneCode, async ({ input, userId, request }) => phone.sendPhoneCode(request, sms, userId, input.phone));
  registerCall(app, bindPhone, async ({ input, userId, request }) => (await phone.bindPhone(request, userId, input), {}));
  registerCall(app, changePhone, async ({ input, userId, request }) => (await phone.changePhone(request, userId, input), {}));

  registerCall(app, sendResetCode, async ({ input, request }) => reset.sendResetCode(request, { sms, email }, input));
  registerCall(app, confirmReset, async ({ input, request }) => (await reset.confirmReset(request, input), {}));

  registerCall(app, sendLoginCode, async ({ input, request }) => login.sendLoginCode(request, sms, input.phone));
  registerCall(app, loginByCode, async ({ input, request, reply }) => login.signInByCode(request, reply, input));

  // Binding a messaging account on first sign-in by a code: the platform's bind (corp-bind.ts), this area's codes.
  registerCall(app, corpBindSendCode, async ({ input, request }) => corpBind.sendBindCode(request, sms, platform.counters, input));
  registerCall(app, corpBindByCode, async ({ input, request, reply }) => ({ redirect: await corpBind.bindByCode(request, reply, input) }));
}
