/** The national code list's shape (`@vant/area-data`): code → name per level. */
export interface TAreaList {
  province_list: Record<string, string>;
  city_list: Record<string, string>;
  county_list: Record<string, string>;
}

export interface TRegionOption {
  code: string;
  name: string;
}

/** Codes are six digits; a city shares its province's first 2, a county its city's first 4. */
const PREFIX = [2, 4] as const;

const levelOf = (areas: TAreaList, level: number): Record<string, string> =>
  level === 0 ? areas.province_list : level === 1 ? areas.city_list : areas.county_list;

/** The choices at `level` (0 province, 1 city, 2 county) under the parent code chosen above it. */
export function regionChoices(areas: TAreaList, level: number, parentCode = ''): TRegionOption[] {
  const prefix = level === 0 ? '' : parentCode.slice(0, PREFIX[level - 1]);
  if (level > 0 && !parentCode) return [];
  return Object.entries(levelOf(areas, level))
    .filter(([code]) => code.startsWith(prefix))
    .map(([code, name]) => ({ code, name }));
}

/** The answer `广东省/广州市/天河区` back to codes, level by level (stops at the first unknown name). */
export function regionCodes(areas: TAreaList, value: unknown, depth: number): string[] {
  const names = typeof value === 'string' && value ? value.split('/') : [];
  const codes: string[] = [];
  for (let level = 0; level < Math.min(depth, names.length); level++) {
    const match = regionChoices(areas, level, codes[level - 1]).find((o) => o.name === names[level]);
    if (!match) break;
    codes.push(match.code);
  }
  return codes;
}

/** Codes picked so far → the answer: names joined by '/', empty until the first level is picked. */
export const regionValue = (areas: TAreaList, codes: string[]): string =>
  codes
    .map((code, level) => levelOf(areas, level)[code] ?? '')
    .filter(Boolean)
    .join('/');

/** antd-mobile's CascadePicker options: label, value (the code) and the level below, if any. */
export interface TRegionNode {
  label: string;
  value: string;
  children?: TRegionNode[];
}

/** The whole list as a tree `depth` levels deep (a place with nothing below it ends its branch). */
export function regionTree(areas: TAreaList, depth: number, level = 0, parentCode = ''): TRegionNode[] {
  return regionChoices(areas, level, parentCode).map(({ code, name }) => {
    const children = level + 1 < depth ? regionTree(areas, depth, level + 1, code) : [];
    return children.length ? { label: name, value: code, children } : { label: name, value: code };
  });
}
