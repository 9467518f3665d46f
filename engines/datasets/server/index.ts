import type { TServerEngine } from '@quad/platform/server/module';
import { datasetsEngine as manifest } from '../engine';
import { registerDatasetRoutes } from './routes';
import { addConnectorJob } from './stored-connectors';
import { datasetsConnectorsMigration, datasetsKeyOrderMigration, datasetsMigration, datasetsProgressMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/**
 * The datasets engine's public API (issue 24, docs/engines.md "datasets"): school data an area declares
 * as a kind, loaded as versions (upload, connector, integration API), served from the current version.
 * Areas declare kinds and read rows through these functions, never the engine's tables.
 */
export { defineDatasetKind, allDatasetKinds, keyOf, type TDatasetKind, type TDatasetKindSpec, type TReadyLoad } from './kinds';
export { loadDatasetRows, loadDatasetFile, pullIntoDataset, rollbackDataset, KEEP_VERSIONS, type TLoadOptions } from './load';
export { myRows, publicRows, scopedRows, datasetStatus, datasetFreshness, allDatasetStatuses, loadHistory, currentVersion, type TRowFilter } from './reads';
export { myAnswer, type TAnswerSpec } from './answers';
export { changedRows, type TChangedRow } from './changes';
export {
  asCell,
  choiceColumn,
  dateColumn,
  dayOf,
  integerColumn,
  moneyColumn,
  optionalDateColumn,
  optionalIntegerColumn,
  optionalMoneyColumn,
  optionalTextColumn,
  textColumn,
  timeColumn,
} from './columns';
export { readCsv } from './parse';
export { pullRows, ConnectorError, redactConnectorConfig, REDACTED, type TPullOptions } from './connectors';
export { keepStoredSecrets, nextPullAt, pullStoredConnector, runDueConnectors, CONNECTOR_JOB, type TPullDeps } from './stored-connectors';

export const datasetsEngine: TServerEngine = {
  messages: { en, tw },
  manifest,
  migrations: [datasetsMigration, datasetsConnectorsMigration, datasetsProgressMigration, datasetsKeyOrderMigration],
  register: (app, platform) => {
    const deps = { outbound: platform.outbound };
    registerDatasetRoutes(app, deps);
    addConnectorJob(app, deps);
  },
};
