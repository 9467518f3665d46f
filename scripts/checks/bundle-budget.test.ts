import { describe, expect, it } from 'vitest';
import type { TModuleManifest } from '@quad/contracts/manifest';
import { checkBudget } from '@quad/web/build/bundle-budget';
import type { TGraphChunk } from '@quad/web/build/bundle-graph';

const KB = 1024;
const chunk = (file: string, kb: number, rest: Partial<TGraphChunk> = {}): TGraphChunk => ({
  file,
  gzip: kb * KB,
  entry: false,
  imports: [],
  modules: [`${file}.ts`],
  ...rest,
});
const area = (id: string, pages: TModuleManifest['routes'][number]['pages']): TModuleManifest => ({
  id,
  appKey: id,
  name: { zh: id, en: id, tw: id },
  defaultEnabled: true,
  routes: [{ module: id, pages }],
});

/** A build as the web app makes it: an entry of 110 KB, a notice area of 20 KB, an admin console of 160 KB. */
function build(): TGraphChunk[] {
  return [
    chunk('index.js', 100, { entry: true, imports: ['react.js'] }),
    chunk('react.js', 10),
    chunk('notice.js', 12, { facade: 'modules/notice/web/index.ts', imports: ['list.js'] }),
    chunk('list.js', 6),
    chunk('notice-zh.js', 2, { facade: 'modules/notice/i18n/zh.json' }),
    chunk('admin.js', 10, { facade: 'modules/admin/web/index.ts', imports: ['antd.js'] }),
    chunk('antd.js', 150, { modules: ['node_modules/antd/es/table/index.js'] }),
  ];
}
const areas = [area('notice', [{ name: 'index', title: '通知' }]), area('admin', [{ name: 'index', title: '管理', console: { app: 'admin' } }])];

describe('the bundle budget of every phone route', () => {
  it('passes a build within budget, and counts each route once per file', () => {
    const report = checkBudget(build(), areas);
    expect(report.problems).toEqual([]);
    expect(report.routes.find((r) => r.route === 'notice/index')).toMatchObject({ phone: true, kb: 130, files: 5 });
    expect(report.routes.find((r) => r.route === 'admin/index')).toMatchObject({ phone: false, kb: 270 });
  });

  it('fails when a phone page gets a 60 KB import', () => {
    const graph = build();
    graph.push(chunk('big-chart.js', 60));
    graph[3].imports.push('big-chart.js');
    expect(checkBudget(graph, areas).problems).toEqual(['notice/index: 190 KB at first load, over 150 KB']);
  });

  it('fails when a phone page loads console code first, however small', () => {
    const graph = build();
    graph[3].imports.push('antd.js');
    graph[6].gzip = 1 * KB;
    expect(checkBudget(graph, areas).problems).toEqual(['notice/index: phone pages that load console code first (node_modules/antd/es/table/index.js)']);
  });

  it("fails when an area's own chunk passes 50 KB", () => {
    const graph = build();
    graph[2].gzip = 51 * KB;
    expect(checkBudget(graph, areas).problems).toContain('notice: its chunk is 51 KB, over 50 KB');
  });

  it('holds an area over budget to its recorded ceiling, and asks for the ceiling to go once it is met', () => {
    const graph = build();
    graph[4].gzip = 40 * KB;
    expect(checkBudget(graph, areas, { notice: 170 }).problems).toEqual([]);
    expect(checkBudget(graph, areas, { notice: 160 }).problems).toEqual(['notice/index: 168 KB at first load, over 160 KB']);
    graph[4].gzip = 2 * KB;
    expect(checkBudget(graph, areas, { notice: 170 }).problems).toEqual(['notice: within 150 KB now (130 KB): remove its ceiling from bundle-ceilings.json']);
  });
});
