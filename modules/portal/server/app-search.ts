import type { TModuleManifest } from '@quad/contracts/manifest';
import { keysMatch, searchKeys, searchProbe } from '@quad/platform/server/search/keys';

/**
 * The apps found by what someone typed: by their name in any language (Chinese also by pinyin and
 * initials) or their key. Apps are the installed areas, the same on every site, so their keys are
 * made once at start and kept in memory instead of in the search-terms table.
 */
export function appFinder(areas: readonly TModuleManifest[]): (typed: string) => string[] {
  const apps = areas.map((area) => ({
    appKey: area.appKey,
    keys: [area.appKey, area.name.zh, area.name.tw, area.name.en].flatMap((name) => searchKeys(name, 'text')),
  }));
  return (typed) => {
    const probe = searchProbe(typed);
    return apps.filter((app) => keysMatch(app.keys, probe)).map((app) => app.appKey);
  };
}
