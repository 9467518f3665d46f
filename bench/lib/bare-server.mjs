// The yardstick: a bare `node:http` server, in its own process, answering each scenario's request
// with the very status, content type and body bytes the real server answered.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startNode } from './processes.mjs';

const CHILD = path.join(import.meta.dirname, 'bare-server-child.mjs');

/** `answers`: `{ "<METHOD> <path>": { status, contentType, body (base64) } }`. */
export async function startBareServer(answers) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quad-bare-'));
  const answersFile = path.join(dir, 'answers.json');
  fs.writeFileSync(answersFile, JSON.stringify(answers));
  const port = await freePort();
  const server = await startNode([CHILD, answersFile, String(port)], {
    env: process.env,
    logFile: path.join(dir, 'bare.log'),
    readyUrl: `http://127.0.0.1:${port}/__ready`,
  });
  return {
    ...server,
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
