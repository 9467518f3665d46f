import { areaList } from '@vant/area-data';

/**
 * Region answers are names joined by '/', e.g. `广东省/广州市/天河区`. A name path is real when each
 * part is a child of the one before it in the national code list (codes share their leading digits).
 */
const byName = (list: Record<string, string>) => {
  const names = new Map<string, string[]>();
  for (const [code, name] of Object.entries(list)) names.set(name, [...(names.get(name) ?? []), code]);
  return names;
};

const LEVELS = [byName(areaList.province_list), byName(areaList.city_list), byName(areaList.county_list)];
/** How many leading digits a child shares with its parent: province 2, city 4. */
const PREFIX = [0, 2, 4];

export function regionKnown(parts: string[]): boolean {
  let parents = [''];
  for (const [level, name] of parts.entries()) {
    const codes = LEVELS[level]?.get(name) ?? [];
    parents = codes.filter((code) => parents.some((p) => code.startsWith(p.slice(0, PREFIX[level]))));
    if (parents.length === 0) return false;
  }
  return true;
}
