import type { TMigration } from '@quad/platform/server/db/migrate';
import { platformMigrations } from '@quad/platform/server/platform-calls';
import { serverEngines, serverModules } from './modules.gen';

/** Every schema step of this release (platform, engines, areas), for tools that build or rebuild a schema outside the server. */
export const allMigrations: TMigration[] = [...platformMigrations, ...[...serverEngines, ...serverModules].flatMap((unit) => unit.migrations ?? [])];
