import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_TESTS } from '../lib/isolated-tests';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Server test files (not the web's, which keep a process per file), as paths from the root. */
function serverTests(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'web' ? [] : serverTests(file);
    return /\.test\.(ts|mjs)$/.test(entry.name) ? [file] : [];
  });
}

describe('API tests sharing a process', () => {
  it('leaves every test that replaces a module (vi.mock) to a process of its own', () => {
    const mocking = ['platform/server', 'engines', 'modules', 'apps/server/src', 'packages']
      .flatMap(serverTests)
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !ISOLATED_TESTS.includes(file))).toEqual([]);
  });
});
