import { describe, expect, it } from 'vitest';
import { grantsToRows, modulesInUse, rowsToGrants } from './grants';

describe('grants editor', () => {
  it('round-trips a permission map through the editor lines', () => {
    const map = { admin: { module: ['people', 'roles'] }, ncov: { module: ['leader'] } };
    expect(rowsToGrants(grantsToRows(map))).toEqual(map);
  });

  it('drops lines without an app, trims keys and merges repeated apps', () => {
    const rows = [
      { app: ' admin ', modules: ['people', ' audit '] },
      { app: '', modules: ['x'] },
      { app: 'admin', modules: ['people', ''] },
      {},
    ];
    expect(rowsToGrants(rows)).toEqual({ admin: { module: ['people', 'audit'] } });
  });

  it('keeps an app whose module list is empty, so the server can say it grants nothing', () => {
    expect(rowsToGrants([{ app: 'news', modules: [] }])).toEqual({ news: { module: [] } });
  });

  it('suggests the modules already granted for each app', () => {
    const used = modulesInUse([
      { admin: { module: ['roles', 'people'] } },
      { admin: { module: ['people'] }, ncov: { module: ['leader'] } },
    ]);
    expect(used.get('admin')).toEqual(['people', 'roles']);
    expect(used.get('ncov')).toEqual(['leader']);
  });
});
