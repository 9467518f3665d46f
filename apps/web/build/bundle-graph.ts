import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** One JS chunk as the budget check sees it (apps/web/build/bundle-budget.ts). */
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

export const GRAPH_FILE = '.vite/bundle-graph.json';

/**
 * Writes `dist/.vite/bundle-graph.json`: each chunk's gzipped size, static imports and modules. Vite's
 * own manifest lacks the modules, which the budget check needs to see that no phone page carries the
 * console's antd.
 */
export function bundleGraph(root: string): Plugin {
  const relative = (id: string) => path.relative(root, id.replace(/^\0/, '')).split(path.sep).join('/');
  return {
    name: 'quad-bundle-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: TGraphChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          file: output.fileName,
          gzip: zlib.gzipSync(output.code, { level: 9 }).length,
          entry: output.isEntry,
          facade: output.facadeModuleId ? relative(output.facadeModuleId) : undefined,
          imports: output.imports,
          modules: Object.keys(output.modules).map(relative),
        });
      }
      this.emitFile({ type: 'asset', fileName: GRAPH_FILE, source: JSON.stringify(chunks) });
    },
  };
}

export const readGraph = (dist: string): TGraphChunk[] => JSON.parse(fs.readFileSync(path.join(dist, GRAPH_FILE), 'utf8')) as TGraphChunk[];
