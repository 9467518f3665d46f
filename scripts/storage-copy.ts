// `npm run storage:copy`: copies the uploads folder (`DATA_DIR/uploads`) into the bucket that
// `S3_ENDPOINT`, `S3_BUCKET` and the keys name, before the instances are switched to it
// (docs/operations.md). Files already in the bucket with the same size are skipped: run it again
// after a cut-short copy, or once more just before the switch to pick up the last uploads.
import path from 'node:path';
import { readConfig } from '@quad/platform/server/config';
import { FolderDriver } from '@quad/platform/server/files/folder-driver';
import { S3Driver } from '@quad/platform/server/files/s3-driver';
import { copyObjects } from '@quad/platform/server/files/storage-copy';

const config = readConfig();
if (!config.s3) {
  console.error('storage:copy: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to the bucket to copy into');
  process.exit(2);
}
const folder = path.join(config.dataDir, 'uploads');
const bucket = new S3Driver(config.s3);
try {
  const { copied, skipped } = await copyObjects(new FolderDriver(folder), bucket);
  console.log(`storage:copy: ${copied} copied, ${skipped} already there (from ${folder} to bucket ${config.s3.bucket})`);
} finally {
  await bucket.close();
}
