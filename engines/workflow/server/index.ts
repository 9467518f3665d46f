/**
 * The workflow engine's server entry: what areas may use (the lint lets them import this file, the
 * contracts and `shared/`, nothing else), and the engine's own registration. An area with requests
 * to approve (leave) saves its default flow with `ensureDefinition`, starts instances with
 * `startInstance`, learns their end with `onWorkflowEnded`, takes requests sent back for changes with
 * `acceptRevisions` + `resubmitInstance`, and lists them with `instancesOf`; the
 * to-do pages (document area) use the engine's calls.
 */
import type { TServerEngine } from '@quad/platform/server/module';
import { workflowCompleted, workflowDecided, workflowSubmitted } from '../contract';
import { workflowEngine as manifest } from '../engine';
import { addDeadlineJob } from './deadlines';
import { registerWorkflowRoutes } from './routes';
import { workflowCcMigration, workflowDeadlinesMigration, workflowMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

export {
  ensureDefinition,
  saveDefinition,
  loadDefinition,
  listDefinitions,
  definitionVersions,
  type TDefinitionInput,
  type TSavedDefinition,
} from './definitions';
export { startInstance, type TStartInstance } from './start';
export { onWorkflowEnded, type TWorkflowEnded } from './ended-handlers';
export { findInstance, instancesOf, requestFields, type TInstanceFilter } from './lists';
export { decideAs } from './decide-as';
export { acceptRevisions, type TRevisions, type TWorkflowReturned } from './revisions';
export { resubmitInstance, type TResubmit } from './return';

/** The workflow tables, every workflow call (to-do lists, tracking, actions, delegations) and the time limits' job. */
export const workflowEngine: TServerEngine = {
  messages: { en, tw },
  manifest,
  migrations: [workflowMigration, workflowDeadlinesMigration, workflowCcMigration],
  webhookEvents: [workflowSubmitted, workflowDecided, workflowCompleted],
  register: (app, platform) => {
    registerWorkflowRoutes(app, platform);
    addDeadlineJob(app);
  },
};
