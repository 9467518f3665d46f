import type { TWorkflowDefinition } from '@quad/workflow-engine/contract-definition';

/** The two flows every site starts with (its administrators may change them in 流程设置): their keys. */
export const PROJECT_FLOW = 'research-project';
export const PAPER_FLOW = 'research-paper';

/** The research office's step: holders of 学校管理员 site-wide (nobody → the site's administrators, the engine's fallback). */
const officeStep: TWorkflowDefinition['steps'][number] = { key: 'office', name: '科研处审批', kind: 'any', assignee: { kind: 'role', role: 'manager', scope: 'site' }, limitHours: 72, editable: [] };

/** A leader of the applicant's department, then the research office. */
export const DEFAULT_PROJECT_FLOW: TWorkflowDefinition = {
  name: '科研项目申报',
  steps: [{ key: 'leader', name: '院系审批', kind: 'any', assignee: { kind: 'role', role: 'leader', scope: 'applicant' }, limitHours: 72, editable: [] }, officeStep],
};

/** The research office checks a registered paper. */
export const DEFAULT_PAPER_FLOW: TWorkflowDefinition = { name: '论文登记', steps: [officeStep] };
