import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { TS3Config } from '../config';

export interface TS3Fake {
  /** What `S3_ENDPOINT` and its companions would say to reach it. */
  config: TS3Config;
  close(): Promise<void>;
}

/**
 * An S3-compatible service for tests (s3rver) on a free loopback port, over a temporary folder, with
 * one empty bucket: the S3 driver is tested against a real HTTP API without any network.
 */
export async function startS3Fake(): Promise<TS3Fake> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'quad-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'quad', configs: [] }] });
  const { port } = await server.run();
  return {
    // s3rver's own key pair: it checks every request's signature with it, as a real service would.
    config: { endpoint: `http://127.0.0.1:${port}`, bucket: 'quad', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1', forcePathStyle: true },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
