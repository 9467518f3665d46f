import fs from 'node:fs';
import path from 'node:path';
import { firstLoads, GRAPH_FILE, type TGraphChunk } from '@quad/contracts/chunk-graph';
import type { TModuleManifest } from '@quad/contracts/manifest';

/**
 * `<link rel="modulepreload">` tags for the code of the page a host page is served for: its area's
 * chunk, what that imports, and its strings, beyond what the entry already preloads. The browser then
 * fetches them beside the entry instead of after it has run and found the route (one round trip less
 * on a phone network). Built once from the graph; without a built app there is nothing to preload.
 */
export function routePreloads(webDist: string, manifests: TModuleManifest[]): (route: string) => string {
  let graph: TGraphChunk[];
  try {
    graph = JSON.parse(fs.readFileSync(path.join(webDist, GRAPH_FILE), 'utf8')) as TGraphChunk[];
  } catch {
    return () => '';
  }
  const template = fs.existsSync(path.join(webDist, 'index.html')) ? fs.readFileSync(path.join(webDist, 'index.html'), 'utf8') : '';
  // Where the build put its assets (Vite's `base`), as the entry's own script tag says.
  const base = /<script type="module"[^>]*src="([^"]*?)assets\//.exec(template)?.[1] ?? '/site/';
  const loads = firstLoads(graph);
  const tagsOf = (files: Set<string>) =>
    [...files]
      .filter((file) => !loads.entryFiles.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
      .join('');
  // The home (route '') is a chunk of its own beside the entry.
  const tagsOfRoute = new Map<string, string>([['', tagsOf(loads.homeLoad())]]);
  for (const manifest of manifests) {
    const files = loads.areaLoad(manifest.id);
    const areaTags = tagsOf(files);
    for (const route of manifest.routes) {
      for (const page of route.pages) {
        // A page in a chunk of its own (`chunk` in its manifest): that chunk too.
        const chunk = page.chunk ? loads.pageChunk(manifest.id, page.chunk) : undefined;
        tagsOfRoute.set(`${route.module}/${page.name}`, chunk ? tagsOf(loads.withChunk(files, chunk)) : areaTags);
      }
    }
  }
  return (route) => tagsOfRoute.get(route) ?? '';
}
