import fs from 'node:fs';
import path from 'node:path';
import type { TModuleManifest } from '@quad/contracts/manifest';

/** What the server reads of the chunk graph the web build writes (apps/web/build/bundle-graph.ts). */
interface TChunk {
  file: string;
  entry: boolean;
  facade?: string;
  imports: string[];
}

const GRAPH = '.vite/bundle-graph.json';

/**
 * `<link rel="modulepreload">` tags for the code of the page a host page is served for: its area's
 * chunk, what that imports, and its strings, beyond what the entry already preloads. The browser then
 * fetches them beside the entry instead of after it has run and found the route (one round trip less
 * on a phone network). Built once from the graph; without a built app there is nothing to preload.
 */
export function routePreloads(webDist: string, manifests: TModuleManifest[]): (route: string) => string {
  let graph: TChunk[];
  try {
    graph = JSON.parse(fs.readFileSync(path.join(webDist, GRAPH), 'utf8')) as TChunk[];
  } catch {
    return () => '';
  }
  const template = fs.existsSync(path.join(webDist, 'index.html')) ? fs.readFileSync(path.join(webDist, 'index.html'), 'utf8') : '';
  // Where the build put its assets (Vite's `base`), as the entry's own script tag says.
  const base = /<script type="module"[^>]*src="([^"]*?)assets\//.exec(template)?.[1] ?? '/site/';
  const byFile = new Map(graph.map((c) => [c.file, c]));
  const byFacade = new Map(graph.filter((c) => c.facade).map((c) => [c.facade, c]));
  const closure = (start: TChunk | undefined, files: Set<string>) => {
    if (!start || files.has(start.file)) return files;
    files.add(start.file);
    for (const imported of start.imports) closure(byFile.get(imported), files);
    return files;
  };
  const entryFiles = closure(
    graph.find((c) => c.entry),
    new Set(),
  );
  const tagsOf = (files: Set<string>) =>
    [...files]
      .filter((file) => !entryFiles.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
      .join('');
  const tagsOfRoute = new Map<string, string>();
  for (const manifest of manifests) {
    const files = closure(byFacade.get(`modules/${manifest.id}/web/index.ts`), new Set());
    closure(byFacade.get(`modules/${manifest.id}/i18n/zh.json`), files);
    const areaTags = tagsOf(files);
    for (const route of manifest.routes) {
      for (const page of route.pages) {
        // A page in a chunk of its own (`chunk` in its manifest): that chunk too, as the web build names it.
        const chunk = page.chunk && ['ts', 'tsx'].map((ext) => byFacade.get(`modules/${manifest.id}/web/${page.chunk}/pages.${ext}`)).find(Boolean);
        tagsOfRoute.set(`${route.module}/${page.name}`, chunk ? tagsOf(closure(chunk, new Set(files))) : areaTags);
      }
    }
  }
  return (route) => tagsOfRoute.get(route) ?? '';
}
