import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * The house layers are kept by the lint (eslint.config.js), so the lint itself is tested: files
 * planted where a newcomer might put them must be refused with the rule that says why.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const planted: string[] = [];
const eslint = new ESLint({ cwd: ROOT });

function plant(file: string, text: string): string {
  const full = path.join(ROOT, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
  planted.push(full);
  return full;
}

async function problems(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([file]);
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const DIR = `lint-fixture-${process.pid}`;

beforeAll(() => {
  plant(`modules/topic/server/${DIR}/cross-area.ts`, "import { videoServer } from '@quad/video/server/index';\nexport const x = videoServer;\n");
  plant(`modules/topic/server/${DIR}/into-app.ts`, "import { buildApp } from '../../../../apps/server/src/app';\nexport const y = buildApp;\n");
  plant(`platform/server/${DIR}/a.ts`, `import { b } from '@quad/platform/server/${DIR}/b';\nexport const a = (): unknown => b;\n`);
  plant(`platform/server/${DIR}/b.ts`, "import { a } from './a';\nexport const b = (): unknown => a;\n");
  plant(`platform/server/${DIR}/upward.ts`, "import { contentEngine } from '@quad/content-engine/server';\nexport const z = contentEngine;\n");
  plant(`modules/topic/web/${DIR}/server-in-web.ts`, "import { newId } from '@quad/platform/server/ids';\nexport const w = newId;\n");
  plant(`modules/topic/server/${DIR}/engine-inside.ts`, "import { postComment } from '@quad/content-engine/server/comments/service';\nexport const v = postComment;\n");
});

afterAll(() => {
  for (const file of planted) fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

describe('the lint keeps the layers', () => {
  it('refuses an area importing another area', async () => {
    expect(await problems(`modules/topic/server/${DIR}/cross-area.ts`)).toEqual([expect.stringMatching(/^no-restricted-imports: .*never imports another area/)]);
  });

  it('refuses a relative import into an app', async () => {
    expect(await problems(`modules/topic/server/${DIR}/into-app.ts`)).toEqual([expect.stringMatching(/^import-x\/no-relative-packages/)]);
  });

  it('refuses an import circle, through a package name as well as a relative path', async () => {
    expect(await problems(`platform/server/${DIR}/a.ts`)).toContainEqual(expect.stringMatching(/^import-x\/no-cycle/));
    expect(await problems(`platform/server/${DIR}/b.ts`)).toContainEqual(expect.stringMatching(/^import-x\/no-cycle/));
  });

  it('refuses the platform importing an engine, web code importing server code, and an area reaching behind an engine entry', async () => {
    expect(await problems(`platform/server/${DIR}/upward.ts`)).toEqual([expect.stringMatching(/^no-restricted-imports: .*The platform is the bottom layer/)]);
    expect(await problems(`modules/topic/web/${DIR}/server-in-web.ts`)).toContainEqual(expect.stringMatching(/Web code never imports server code/));
    expect(await problems(`modules/topic/server/${DIR}/engine-inside.ts`)).toEqual([expect.stringMatching(/^no-restricted-imports: .*public entry/)]);
  });

  it('passes the tree as it is', async () => {
    expect(await problems('modules/topic/server/routes.ts')).toEqual([]);
  });
});
