import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TServerModule } from '@quad/platform/server/module';
import { call, createTestApp, login, type TTestApp } from './test/harness';
import { serverModules } from './modules.gen';

/**
 * The area docs/adding-an-area.md builds (docs/example-area), dropped into a copy of this tree's
 * modules/ folder that changes nothing else: the registries list it and the server serves it.
 * apps/web/src/example-area.test.tsx checks the phone's routes and the console's menu.
 */
const REPO = path.resolve(import.meta.dirname, '../../..');
const EXAMPLE = path.join(REPO, 'docs/example-area');

let root = '';
let t: TTestApp;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'quad-example-area-'));
  for (const kind of ['engines', 'modules'].filter((k) => fs.existsSync(path.join(REPO, k)))) {
    fs.mkdirSync(path.join(root, kind));
    for (const name of fs.readdirSync(path.join(REPO, kind))) fs.symlinkSync(path.join(REPO, kind, name), path.join(root, kind, name));
  }
  fs.symlinkSync(EXAMPLE, path.join(root, 'modules/example'));
  await promisify(execFile)(process.execPath, [path.join(REPO, 'scripts/registries.mjs'), `--root=${root}`]);
  const { exampleServer } = (await import(path.join(EXAMPLE, 'server/index.ts'))) as { exampleServer: TServerModule };
  t = await createTestApp({}, [...serverModules, exampleServer]);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('an area added by the steps of docs/adding-an-area.md', () => {
  it('is in both generated registries, after the areas it comes after by order', () => {
    const generated = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
    expect(generated('apps/server/src/modules.gen.ts')).toContain("import { exampleServer } from '@quad/example/server/index';");
    expect(generated('apps/server/src/modules.gen.ts')).toMatch(/topicServer, exampleServer\];/);
    expect(generated('apps/web/src/modules.gen.ts')).toContain("import { exampleIcon } from '@quad/example/web/icon';");
    expect(generated('apps/web/src/modules.gen.ts')).toContain(
      "  { manifest: exampleManifest, load: () => import('@quad/example/web/index'), icon: exampleIcon },\n];",
    );
  });

  it('answers its call, and the OpenAPI document describes it', async () => {
    const cookie = await login(t.app, 'student', 'student123');
    const res = await call(t.app, { method: 'GET', url: '/example/api/greeting', cookie });
    expect(res.json()).toEqual({ e: 0, m: '操作成功', d: { text: '你好' } });
    const openapi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, { get?: { summary: string } }> };
    expect(openapi.paths['/example/api/greeting']?.get?.summary).toBe('示例问候');
  });

  it('serves its pages as the web app', async () => {
    const res = await call(t.app, { method: 'GET', url: '/site/example/index', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
