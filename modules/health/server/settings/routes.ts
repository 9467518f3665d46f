import type { FastifyInstance } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import { registerCall } from '@quad/platform/server/http/calls';
import type { TPlatform } from '@quad/platform/server/module';
import { getHealthSettings, saveHealthSettings } from '../../contract-settings';
import { loadSetup, saveSettings } from './service';

export function registerSettingsRoutes(app: FastifyInstance, _platform: TPlatform): void {
  registerCall(app, getHealthSettings, async ({ siteDb }) => {
    const { settings, reportFormNo, baseFormNo } = await loadSetup(siteDb);
    return { settings, reportFormNo, baseFormNo };
  });
  registerCall(app, saveHealthSettings, async ({ siteDb, userId, request, input }) => {
    const before = (await loadSetup(siteDb)).settings;
    await saveSettings(siteDb, input.settings, (tx) =>
      recordAudit(tx, request, { actorId: userId, action: 'ncov.settings', targetType: 'ncov', targetId: 'settings', before, after: input.settings }),
    );
    return {};
  });
}
