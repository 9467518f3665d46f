import { REPORT_GROUPS, ROLE_PAGES, type TReportGroup, type TRolePage } from '../../module';
import { VIEW_EXPORT_PATH, type TViewExportQuery } from '../../contract-views';
import { PEOPLE_STATUSES, type TPeopleStatus } from '../../views';

export interface TViewRoute {
  group: TReportGroup;
  role: TRolePage;
}

/**
 * The group and role of a role page from its path (`/epideState/instructor`, or the phone form
 * `/m_epideState/instructor`): one page component serves all of them.
 */
export function viewRouteOf(pathname: string): TViewRoute | undefined {
  const [module = '', page = ''] = pathname.split('/').filter(Boolean).slice(-2);
  return viewOf(module.replace(/^m_/, ''), page);
}

/** A group and role named by a link's query (`typeList/index?group=&role=`), when both are real. */
export function viewOf(group: string | null, role: string | null): TViewRoute | undefined {
  if (!(REPORT_GROUPS as readonly (string | null)[]).includes(group) || !(ROLE_PAGES as readonly (string | null)[]).includes(role)) return undefined;
  return { group: group as TReportGroup, role: role as TRolePage };
}

/** A list status named by a link's query. */
export const statusOf = (status: string | null): TPeopleStatus | undefined =>
  (PEOPLE_STATUSES as readonly (string | null)[]).includes(status) ? (status as TPeopleStatus) : undefined;

/** Only what is set goes into a link's query. */
function query(values: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  return params.toString();
}

/** The list of one status (`typeList/index`), within what the role page was showing. */
export const listPath = (view: TViewRoute, status: TPeopleStatus, day?: string, dept?: string): string =>
  `/typeList/index?${query({ ...view, status, day, dept })}`;

/** One person's report of a day (`details/index`). */
export const detailPath = (uid: string, day?: string): string => `/details/index?${query({ uid, day })}`;

/** The Excel file of a role page's people: a plain link, the browser downloads it with the session cookie. */
export const exportUrl = (input: TViewExportQuery): string =>
  `${VIEW_EXPORT_PATH}?${query({ group: input.group, role: input.role, day: input.day, status: input.status, groupId: input.groupId, dept: input.dept, slot: input.slot })}`;
