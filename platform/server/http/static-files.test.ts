import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaticFiles } from './static-files';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quad-static-'));
const script = 'console.log("app");'.repeat(200);
fs.mkdirSync(path.join(root, 'assets'));
fs.writeFileSync(path.join(root, 'assets', 'app-1.js'), script);
fs.writeFileSync(path.join(root, 'assets', 'app-1.js.br'), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(root, 'assets', 'app-1.js.gz'), zlib.gzipSync(script));
fs.writeFileSync(path.join(root, 'assets', 'plain-2.js'), script);

const BUDGET = Math.floor(script.length * 1.5);

let app: FastifyInstance;
let files: StaticFiles;
beforeAll(async () => {
  // A budget of one and a half scripts: one file with its compressed forms fits, not two files.
  files = new StaticFiles(root, BUDGET);
  app = Fastify();
  app.get('/*', (request, reply) => (files.send(request.url.slice(1), request, reply) ? reply : reply.status(404).send('none')));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, encodings = 'gzip, br') => app.inject({ method: 'GET', url, headers: { 'accept-encoding': encodings } });

describe('built files', () => {
  it('are sent compressed as the build wrote them, brotli or gzip as the browser accepts', async () => {
    const br = await get('/assets/app-1.js');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await get('/assets/app-1.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    expect((await get('/assets/app-1.js', 'identity')).body).toBe(script);
  });

  it('are never compressed by the server: a file the build left uncompressed goes as it is', async () => {
    const res = await get('/assets/plain-2.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('are looked for again after a miss, so a miss costs no memory and a file that appears is served', async () => {
    expect((await get('/assets/late-3.js')).statusCode).toBe(404);
    fs.writeFileSync(path.join(root, 'assets', 'late-3.js'), 'late();');
    expect((await get('/assets/late-3.js')).body).toBe('late();');
    for (let i = 0; i < 200; i++) expect((await get(`/assets/none-${i}.js`)).statusCode).toBe(404);
    expect(files.keptBytes).toBeLessThanOrEqual(BUDGET);
  });

  it('are kept within the memory budget: the least recently sent make room', async () => {
    await get('/assets/app-1.js');
    await get('/assets/plain-2.js');
    expect(files.keptBytes).toBeLessThanOrEqual(BUDGET);
    expect((await get('/assets/app-1.js')).headers['content-encoding']).toBe('br');
  });
});
