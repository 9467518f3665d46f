import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { tsImport } from 'tsx/esm/api';

/** An area's or an engine's contract: any `contract*.ts` in its folder. */
const AREA_CONTRACT = /[\\/](modules|engines)[\\/][^\\/]+[\\/](.+[\\/])?contract[\w-]*\.ts$/;
/** A file of packages/contracts is one when it defines calls, whatever its name. */
const SHARED = /[\\/]packages[\\/]contracts[\\/]src[\\/][\w-]+\.ts$/;
const definesCalls = (file: string) => /from '\.\/call'/.test(fs.readFileSync(file, 'utf8'));
const isContract = (file: string) => AREA_CONTRACT.test(file) || (SHARED.test(file) && definesCalls(file));

const isSchema = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;
const isCall = (value: unknown): value is { method: string; path: string; alsoMethods?: string[]; encoding?: string } =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'input' in value && isSchema((value as { input: unknown }).input);

/** Plain data with any schema inside dropped (a webhook event keeps its name and summary). */
const plain = (value: unknown): string | undefined =>
  JSON.stringify(value, (_key, v: unknown) => (isSchema(v) || typeof v === 'function' ? undefined : v));

function stubOf(module: Record<string, unknown>): string {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(module)) {
    if (name === 'default') continue;
    if (isCall(value)) {
      const { method, path, alsoMethods, encoding } = value;
      lines.push(`export const ${name} = ${JSON.stringify({ method, path, alsoMethods, encoding })};`);
    } else if (!isSchema(value) && typeof value !== 'function') {
      const data = plain(value);
      if (data !== undefined) lines.push(`export const ${name} = ${data};`);
    }
  }
  return lines.join('\n');
}

/**
 * Contract files define each call with zod schemas, which the server validates with. A page needs
 * only where a call goes (method, path, body encoding): for the browser build, every contract module
 * is replaced by its calls' addresses and its plain data, so no page downloads the schema library.
 * A page importing something the stub leaves out (a schema, a function) fails the build, never at
 * run time.
 */
export function contractStubs(): Plugin {
  return {
    name: 'quad-contract-stubs',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!isContract(id)) return null;
      const module = (await tsImport(pathToFileURL(id).href, import.meta.url)) as Record<string, unknown>;
      return stubOf(module);
    },
  };
}
