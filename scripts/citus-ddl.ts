// `npm run citus-ddl`: the Citus statements that distribute the schema, worked out from the tables the
// migrations make (a fresh SQLite database, migrated and thrown away), printed; with `-- --write`, put
// into docs/operations.md instead, where scripts/checks/citus-keys.test.ts keeps them current.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allMigrations } from '@quad/server/migrations';
import { citusBlock, citusStatements, withCitusBlock } from '@quad/platform/server/db/citus';
import { openDatabase } from '@quad/platform/server/db/database';
import { migrate } from '@quad/platform/server/db/migrate';
import { readSchemaKeys } from '@quad/platform/server/db/schema-keys';

const DOC = path.resolve(import.meta.dirname, '../docs/operations.md');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quad-citus-'));
const database = openDatabase({ dataDir });
try {
  await migrate(database.db, database.dialect, allMigrations);
  const tables = await readSchemaKeys(database.db, database.dialect);
  if (process.argv.includes('--write')) {
    fs.writeFileSync(DOC, withCitusBlock(fs.readFileSync(DOC, 'utf8'), citusBlock(tables)));
    console.log(`${path.relative(process.cwd(), DOC)}: ${citusStatements(tables).length} statements written`);
  } else {
    console.log(citusStatements(tables).join('\n'));
  }
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
