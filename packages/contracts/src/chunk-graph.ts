/**
 * The chunk graph the web build writes (apps/web/build/bundle-graph.ts) and what a page's first load
 * takes from it, by the layout of docs/architecture.md: an area's chunk is built from
 * `modules/<id>/web/index.ts`, its default strings from `modules/<id>/i18n/zh.json`, and a page whose
 * manifest names a `chunk` from `modules/<id>/web/<chunk>/pages.ts(x)`. The bundle budget
 * (apps/web/build/bundle-budget.ts) and the host page's preloads (platform/server/http/route-preloads.ts)
 * both read it here. Zod-free and without node imports.
 */

/** One JS chunk of the build. */
export interface TGraphChunk {
  file: string;
  /** Gzipped size in bytes, as a phone fetches it. */
  gzip: number;
  entry: boolean;
  /** The module the chunk stands for (an area's `web/index.ts`, a strings file), relative to the repository. */
  facade?: string;
  /** Chunks it needs before it runs. */
  imports: string[];
  /** Every module in it, relative to the repository: tells console code (antd) apart. */
  modules: string[];
}

/** Where the graph is, in the web app's `dist`. */
export const GRAPH_FILE = '.vite/bundle-graph.json';

/** What the closures need of a chunk (the server reads no sizes or modules). */
type TLinks = Pick<TGraphChunk, 'file' | 'entry' | 'facade' | 'imports'>;

export const areaChunkSource = (area: string) => `modules/${area}/web/index.ts`;
/** The school's home page, a chunk of its own: areas' pages don't load its frame. */
export const HOME_SOURCE = 'apps/web/src/screens/home.tsx';
const areaStringsSource = (area: string) => `modules/${area}/i18n/zh.json`;
/** Where a page chunk named in a manifest is built from (`chunk` in `TPageManifest`). */
export const pageChunkSources = (area: string, chunk: string): string[] => [
  `modules/${area}/web/${chunk}/pages.ts`,
  `modules/${area}/web/${chunk}/pages.tsx`,
];

/** A graph read for first loads: the files a chunk needs before it runs are itself and its static imports. */
export function firstLoads<C extends TLinks>(graph: C[]) {
  const byFile = new Map(graph.map((c) => [c.file, c]));
  const byFacade = new Map(graph.filter((c) => c.facade).map((c) => [c.facade as string, c]));
  /** Adds `start` and its static imports, transitively, to `files`. */
  const closure = (start: C | undefined, files = new Set<string>()) => {
    if (!start || files.has(start.file)) return files;
    files.add(start.file);
    for (const imported of start.imports) closure(byFile.get(imported), files);
    return files;
  };
  const entry = graph.find((c) => c.entry);
  const entryFiles = closure(entry);
  return {
    byFile,
    entry,
    /** What every page loads first: the entry and its static imports. */
    entryFiles,
    areaChunk: (area: string) => byFacade.get(areaChunkSource(area)),
    pageChunk: (area: string, chunk: string) =>
      pageChunkSources(area, chunk)
        .map((source) => byFacade.get(source))
        .find(Boolean),
    /** A first load of an area's page: the entry's files, the area's chunk and its zh strings, with their static imports. */
    areaLoad: (area: string) =>
      closure(byFacade.get(areaStringsSource(area)), closure(byFacade.get(areaChunkSource(area)), new Set(entryFiles))),
    /** A first load of the home page: the entry's files and the home's chunk, with its static imports. */
    homeLoad: () => closure(byFacade.get(HOME_SOURCE), new Set(entryFiles)),
    /** `files` and a page chunk's, in a new set. */
    withChunk: (files: Set<string>, chunk: C | undefined) => closure(chunk, new Set(files)),
  };
}
