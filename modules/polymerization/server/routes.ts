import type { FastifyInstance } from 'fastify';
import { registerCall } from '@quad/platform/server/http/calls';
import { notFound } from '@quad/platform/server/errors';
import type { TPlatform } from '@quad/platform/server/module';
import { emailSenderOf } from '@quad/platform/server/providers/email/email-sender';
import { smsProviderOf } from '@quad/platform/server/providers/sms/providers';
import { bindPhone, changePhone, confirmReset, getAccount, sendPhoneCode, sendResetCode } from '../contract';
import { maskTarget } from './mask';
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

  registerCall(app, sendPhoneCode, async ({ input, userId, request }) => phone.sendPhoneCode(request, sms, userId, input.phone));
  registerCall(app, bindPhone, async ({ input, userId, request }) => (await phone.bindPhone(request, userId, input), {}));
  registerCall(app, changePhone, async ({ input, userId, request }) => (await phone.changePhone(request, userId, input), {}));

  registerCall(app, sendResetCode, async ({ input, request }) => reset.sendResetCode(request, { sms, email }, input));
  registerCall(app, confirmReset, async ({ input, request }) => (await reset.confirmReset(request, input), {}));
}
