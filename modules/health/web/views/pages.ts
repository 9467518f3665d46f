import type { TAreaWeb } from '@quad/platform/shell/area';
import { REPORT_GROUPS, ROLE_PAGES } from '../../module';
import { DetailsPage } from './details-page';
import { EpideTypePage } from './epide-type-page';
import { RoleViewPage } from './role-view-page';
import { TypeListPage } from './type-list-page';

/** Every report group's four role pages are one component (it reads group and role from the route), plus the kinds, list and detail pages. */
export const pages: TAreaWeb['pages'] = {
  ...Object.fromEntries(REPORT_GROUPS.flatMap((group) => ROLE_PAGES.map((role) => [`${group}/${role}`, RoleViewPage]))),
  'epideType/index': EpideTypePage,
  'typeList/index': TypeListPage,
  'details/index': DetailsPage,
};
