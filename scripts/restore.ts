// `npm run restore -- <folder> [--force]`: restores a backup written by `npm run backup` into the
// database and file store that DATA_DIR, DATABASE_URL and S3_* name, which must be empty unless
// --force (which replaces what they hold). Stop the servers first (docs/operations.md).
import path from 'node:path';
import { allMigrations } from '@quad/server/migrations';
import { restoreBackup } from '@quad/platform/server/backup/backup';
import { readConfig } from '@quad/platform/server/config';

const args = process.argv.slice(2);
const folders = args.filter((a) => a !== '--force');
if (folders.length !== 1) {
  console.error('usage: npm run restore -- <backup folder> [--force]');
  process.exit(2);
}
try {
  const { database, counts } = await restoreBackup(readConfig(), path.resolve(folders[0]!), { force: args.includes('--force'), migrations: allMigrations });
  console.log(`restore: ${database.kind} database, ${counts.tables} tables, ${counts.rows} rows; ${counts.objects} files, ${counts.bytes} bytes: checksums verified, restored`);
} catch (error) {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
