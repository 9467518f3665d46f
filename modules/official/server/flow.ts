import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TWorkflowDefinition } from '@quad/workflow-engine/contract-definition';
import { ensureDefinition } from '@quad/workflow-engine/server';
import { OFFICIAL_FLOW_KEY } from '../rules';

/**
 * The site's first document flow: 核稿 by a school-wide manager (学校管理员, who runs certificates'
 * offices too), then 签发 by a school leader (校领导). Nobody holding the role → the site's
 * administrators (the engine's fallback). The site may redesign it in 流程设置.
 */
const DEFAULT_FLOW: TWorkflowDefinition = {
  name: '公文审批',
  steps: [
    { key: 'review', name: '核稿', kind: 'any', assignee: { kind: 'role', role: 'manager', scope: 'site' }, limitHours: 48, editable: [] },
    { key: 'sign', name: '签发', kind: 'any', assignee: { kind: 'role', role: 'school-leader', scope: 'site' }, limitHours: 48, editable: [] },
  ],
};

export const ensureOfficialFlow = (siteDb: SiteDb) => ensureDefinition(siteDb, { key: OFFICIAL_FLOW_KEY, app: 'official', definition: DEFAULT_FLOW });
