import { areaChunkSource, firstLoads, pageChunkSources, type TGraphChunk } from '@quad/contracts/chunk-graph';
import type { TModuleManifest } from '@quad/contracts/manifest';

/** DESIGN.md §6: what a phone fetches before its first page shows, and the most one area's own chunk may weigh. */
export const FIRST_LOAD_KB = 150;
export const AREA_CHUNK_KB = 50;

/** Console code: antd and its style engine, and the platform's console components (but the lazy wrapper that loads them). */
const CONSOLE_CODE = /(^|\/)node_modules\/(antd|@ant-design\/cssinjs|@rc-component\/[^/]+)\/|^platform\/shell\/console\/(?!console-page\.ts$)/;

export interface TRouteLoad {
  route: string;
  area?: string;
  /** A phone page (every page but the console screens). */
  phone: boolean;
  kb: number;
  files: number;
}

export interface TBudgetReport {
  routes: TRouteLoad[];
  areaChunks: { area: string; kb: number }[];
  /** Each broken rule, in a sentence; empty when the build is within budget. */
  problems: string[];
}

/**
 * Ceilings for areas still over the first-load budget, in KB: their pages may not grow, and the check
 * says when a ceiling is no longer needed, so the list only shrinks.
 */
export type TCeilings = Record<string, number>;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
/** Routes named in a problem: the first three, and how many more. */
const listed = (rows: TRouteLoad[]) => rows.slice(0, 3).map((row) => row.route).join(', ') + (rows.length > 3 ? ` and ${rows.length - 3} more` : '');

/**
 * Every route's first load: the entry and its static imports, plus the area's chunk with its static
 * imports and its strings in the default language (zh), plus the page's own chunk when its manifest
 * names one. Files are counted once per route.
 */
export function checkBudget(graph: TGraphChunk[], areas: TModuleManifest[], ceilings: TCeilings = {}): TBudgetReport {
  const { byFile, entry, entryFiles, areaChunk, pageChunk, areaLoad, withChunk, homeLoad } = firstLoads(graph);
  if (!entry) throw new Error('the build has no entry chunk');
  const weigh = (files: Set<string>) => kb([...files].reduce((sum, file) => sum + (byFile.get(file)?.gzip ?? 0), 0));

  const routes: TRouteLoad[] = [
    { route: '/ (home)', phone: true, kb: weigh(homeLoad()), files: homeLoad().size },
    { route: 'noPagedata/index', phone: true, kb: weigh(entryFiles), files: entryFiles.size },
  ];
  const areaChunks: TBudgetReport['areaChunks'] = [];
  const problems: string[] = [];
  for (const area of areas) {
    const chunk = areaChunk(area.id);
    if (!chunk) {
      problems.push(`${area.id}: no chunk for ${areaChunkSource(area.id)} in the build`);
      continue;
    }
    areaChunks.push({ area: area.id, kb: kb(chunk.gzip) });
    if (kb(chunk.gzip) > AREA_CHUNK_KB) problems.push(`${area.id}: its chunk is ${kb(chunk.gzip)} KB, over ${AREA_CHUNK_KB} KB`);
    const files = areaLoad(area.id);
    const consoleModule = [...files].flatMap((file) => byFile.get(file)?.modules ?? []).find((m) => CONSOLE_CODE.test(m));
    const ceiling = ceilings[area.id] ?? FIRST_LOAD_KB;
    const phoneRows: TRouteLoad[] = [];
    for (const route of area.routes) {
      for (const page of route.pages) {
        let pageFiles = files;
        if (page.chunk) {
          const own = pageChunk(area.id, page.chunk);
          if (!own) problems.push(`${route.module}/${page.name}: no chunk for ${pageChunkSources(area.id, page.chunk)[0]} in the build`);
          else pageFiles = withChunk(files, own);
        }
        const row = { route: `${route.module}/${page.name}`, area: area.id, phone: !page.console, kb: weigh(pageFiles), files: pageFiles.size };
        routes.push(row);
        if (row.phone) phoneRows.push(row);
      }
    }
    const over = phoneRows.filter((row) => row.kb > ceiling);
    if (over.length) problems.push(`${listed(over)}: ${Math.max(...over.map((row) => row.kb))} KB at first load, over ${ceiling} KB`);
    if (consoleModule && phoneRows.length) problems.push(`${listed(phoneRows)}: phone pages that load console code first (${consoleModule})`);
    const overall = Math.max(0, ...phoneRows.map((row) => row.kb));
    if (area.id in ceilings && overall <= FIRST_LOAD_KB) {
      problems.push(`${area.id}: within ${FIRST_LOAD_KB} KB now (${overall} KB): remove its ceiling from bundle-ceilings.json`);
    }
  }
  return { routes, areaChunks, problems };
}
