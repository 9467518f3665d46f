import { REPORT_GROUPS, ROLE_PAGES, type TReportGroup, type TRolePage } from '../../module';
import { REPORT_KINDS, REPORT_OF_GROUP, ROLE_MODULES, type TReportKind } from '../../views';

export interface TKindCard {
  kind: TReportKind;
  group: TReportGroup;
  roles: TRolePage[];
}

/**
 * The report kinds someone may view (`epideType/index`): for each kind, the site's group of it (the
 * first one the site has not hidden) and the role pages their ncov modules open; kinds with none are left out.
 */
export function kindCards(holds: (module: string) => boolean, hidden: (routeKey: string) => boolean): TKindCard[] {
  const roles = ROLE_PAGES.filter((role) => ROLE_MODULES[role].some(holds));
  return REPORT_KINDS.flatMap((kind) => {
    const group = REPORT_GROUPS.find((g) => REPORT_OF_GROUP[g] === kind && !hidden(g));
    if (!group) return [];
    const shown = roles.filter((role) => !hidden(`${group}/${role}`));
    return shown.length ? [{ kind, group, roles: shown }] : [];
  });
}
