import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
// Types only: Vite's config loader leaves workspace packages to Node, which cannot run their .ts files.
import type { GRAPH_FILE as TGraphFile, TGraphChunk } from '@quad/contracts/chunk-graph';

/** The graph's chunk is described in @quad/contracts/chunk-graph, which the budget check and the server read it by. */
export type { TGraphChunk };

/** `GRAPH_FILE` of @quad/contracts/chunk-graph (the type says it is the same text). */
const GRAPH_FILE: typeof TGraphFile = '.vite/bundle-graph.json';

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
