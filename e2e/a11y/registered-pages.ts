import fs from 'node:fs';
import path from 'node:path';
import type { TModuleManifest } from '@quad/contracts/manifest';

const MODULES = path.resolve(import.meta.dirname, '../../modules');

export interface TRegisteredPage {
  /** `/site/{module}/{page}` */
  path: string;
  console: boolean;
}

const isManifest = (value: unknown): value is TModuleManifest =>
  typeof value === 'object' && value !== null && 'routes' in value && 'appKey' in value;

/**
 * Every page the areas register, read from the same manifests (`modules/<id>/module.ts`) the server's and
 * the web's registries are generated from, so a new page is checked without touching the test.
 */
export async function registeredPages(): Promise<TRegisteredPage[]> {
  const pages: TRegisteredPage[] = [];
  for (const id of fs.readdirSync(MODULES).sort()) {
    const file = path.join(MODULES, id, 'module.ts');
    if (!fs.existsSync(file)) continue;
    const manifest = Object.values((await import(file)) as Record<string, unknown>).find(isManifest);
    if (!manifest) throw new Error(`${file} exports no area manifest`);
    for (const route of manifest.routes)
      for (const page of route.pages)
        pages.push({ path: `/site/${route.module}/${page.name}`, console: !!page.console });
  }
  return pages;
}
