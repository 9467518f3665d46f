import type { FastifyInstance } from 'fastify';
import { registerCall } from '@quad/platform/server/http/calls';
import { deleteFaq, getFaq, getHelp, listFaqs, manageHelp, saveFaq, saveHelpTexts } from '../../contract';
import { readCasSettings } from '../cas/settings';
import { oidcReady, readOidcClient } from '../oidc/settings';
import * as help from './service';

export function registerHelpRoutes(app: FastifyInstance): void {
  registerCall(app, getHelp, async ({ siteDb }) => {
    const cas = await readCasSettings(siteDb);
    const signInEnabled = (cas.enabled && cas.serverUrl !== '') || oidcReady(await readOidcClient(siteDb));
    return { ...(await help.readHelpTexts(siteDb)), signInEnabled };
  });
  registerCall(app, listFaqs, async ({ siteDb }) => ({ list: await help.listFaqItems(siteDb) }));
  registerCall(app, getFaq, ({ siteDb, input }) => help.readFaq(siteDb, input.id));

  registerCall(app, manageHelp, async ({ siteDb }) => ({ ...(await help.readHelpTexts(siteDb)), faqs: await help.listFaqs(siteDb) }));
  registerCall(app, saveHelpTexts, async ({ siteDb, userId, request, input }) => {
    await help.saveHelpTexts(siteDb, { userId, request }, input);
    return {};
  });
  registerCall(app, saveFaq, ({ siteDb, userId, request, input }) => help.saveFaq(siteDb, { userId, request }, input));
  registerCall(app, deleteFaq, async ({ siteDb, userId, request, input }) => {
    await help.deleteFaq(siteDb, { userId, request }, input.id);
    return {};
  });
}
