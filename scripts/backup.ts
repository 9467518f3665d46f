// `npm run backup -- [folder]`: writes a backup of the database and every stored file that
// DATA_DIR, DATABASE_URL and S3_* name (as the server reads them) into a new folder, by default
// `backups/quad-<time>`, while the server may keep running (docs/operations.md).
import path from 'node:path';
import { createBackup } from '@quad/platform/server/backup/backup';
import { readConfig } from '@quad/platform/server/config';

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
const archive = path.resolve(process.argv[2] ?? path.join('backups', `quad-${stamp}`));
try {
  const { database, counts } = await createBackup(readConfig(), archive);
  console.log(
    `backup: ${archive}: ${database.kind} database after ${database.migrations.length} migration steps, ${counts.tables} tables, ${counts.rows} rows; ${counts.objects} files, ${counts.bytes} bytes`,
  );
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
