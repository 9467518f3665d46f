import type { FastifyInstance } from 'fastify';
import { registerCall } from '@quad/platform/server/http/calls';
import type { TPlatform } from '@quad/platform/server/module';
import { audienceOptions, closeForm, copyForm, createForm, deleteForm, getForm, listForms, listTemplates, publishForm, saveForm } from '../../contract';
import type { TFormDefinition } from '../../shared/definition';
import { audienceOptionsOf } from './store-audience-options';
import * as design from './service';

export function registerDesignRoutes(app: FastifyInstance, _platform: TPlatform): void {
  registerCall(app, listForms, ({ siteDb, input }) => design.listForms(siteDb, input));
  registerCall(app, getForm, ({ siteDb, input }) => design.getForm(siteDb, input.id));
  registerCall(app, listTemplates, async () => design.listTemplates());
  registerCall(app, audienceOptions, ({ siteDb }) => audienceOptionsOf(siteDb));
  registerCall(app, createForm, ({ siteDb, userId, request, input }) => design.createForm(siteDb, { userId, request }, input));
  registerCall(app, saveForm, async ({ siteDb, userId, request, input }) => {
    await design.saveForm(siteDb, { userId, request }, { ...input, definition: input.definition as TFormDefinition });
    return {};
  });
  registerCall(app, publishForm, ({ siteDb, userId, request, input }) => design.publishForm(siteDb, { userId, request }, input.id));
  registerCall(app, closeForm, async ({ siteDb, userId, request, input }) => {
    await design.closeForm(siteDb, { userId, request }, input.id, input.closed);
    return {};
  });
  registerCall(app, copyForm, ({ siteDb, userId, request, input }) => design.copyForm(siteDb, { userId, request }, input.id));
  registerCall(app, deleteForm, async ({ siteDb, userId, request, input }) => {
    await design.deleteForm(siteDb, { userId, request }, input.id);
    return {};
  });
}
