import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TModuleManifest } from '@quad/contracts/manifest';
import { routePreloads } from './route-preloads';

const notice: TModuleManifest = {
  id: 'notice',
  appKey: 'notice',
  name: { zh: '通知', en: 'Notices', tw: '通知' },
  defaultEnabled: true,
  routes: [{ module: 'notice', pages: [{ name: 'index', title: '通知' }] }],
};

/** A built web app: the entry shares `react.js` with the notice area, whose chunk imports the list. */
function builtApp(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'quad-preload-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<head><!--site-info--><script type="module" crossorigin src="/site/assets/index.js"></script></head>');
  const graph = [
    { file: 'assets/index.js', entry: true, imports: ['assets/react.js'] },
    { file: 'assets/react.js', entry: false, imports: [] },
    { file: 'assets/notice.js', entry: false, facade: 'modules/notice/web/index.ts', imports: ['assets/react.js', 'assets/list.js'] },
    { file: 'assets/list.js', entry: false, imports: [] },
    { file: 'assets/notice-zh.js', entry: false, facade: 'modules/notice/i18n/zh.json', imports: [] },
  ];
  fs.writeFileSync(path.join(dist, '.vite/bundle-graph.json'), JSON.stringify(graph));
  return dist;
}

describe('the host page preloads the code of the page it is served for', () => {
  it("names the area's chunk, its imports and its strings, but nothing the entry already brings", () => {
    const tags = routePreloads(builtApp(), [notice])('notice/index');
    expect(tags.match(/href="[^"]+"/g)).toEqual(['href="/site/assets/notice.js"', 'href="/site/assets/list.js"', 'href="/site/assets/notice-zh.js"']);
    expect(tags).toContain('<link rel="modulepreload" crossorigin');
  });

  it('preloads nothing for the home page, an unknown route, or an app that was not built', () => {
    const preloads = routePreloads(builtApp(), [notice]);
    expect(preloads('')).toBe('');
    expect(preloads('nosuch/page')).toBe('');
    expect(routePreloads(fs.mkdtempSync(path.join(os.tmpdir(), 'quad-unbuilt-')), [notice])('notice/index')).toBe('');
  });
});
