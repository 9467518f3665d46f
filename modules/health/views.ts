import type { TReportGroup, TRolePage } from './module';

/**
 * What the role pages show, shared by the server and the web (no zod here): which report each group
 * of spec §2.2 is about, and which ncov modules open each role page.
 */

export const REPORT_KINDS = ['daily', 'base', 'checks'] as const;
export type TReportKind = (typeof REPORT_KINDS)[number];

/** The base-profile groups show who filled the profile, Xisu's the three checks; every other group the daily report. */
export const REPORT_OF_GROUP: Record<TReportGroup, TReportKind> = {
  epideState: 'daily',
  epideBase: 'base',
  epideBaseucas: 'base',
  epidemade: 'daily',
  epideCaustu: 'daily',
  epideStatebuaa: 'daily',
  epideStatebuaaStu: 'daily',
  epideZju: 'daily',
  epideZjuStu: 'daily',
  fudanEpideState: 'daily',
  epidemic: 'daily',
  epideXisu: 'checks',
  epidecau: 'daily',
  epideAll: 'daily',
};

/** The ncov modules that open a role page: the graded (fenji) page opens for any of the three. */
export const ROLE_MODULES: Record<TRolePage, readonly string[]> = {
  instructor: ['instructor'],
  leader: ['leader'],
  manager: ['manager'],
  fenji: ['instructor', 'leader', 'manager'],
};

/** Whom a people list shows. */
export const PEOPLE_STATUSES = ['reported', 'missing', 'abnormal', 'late'] as const;
export type TPeopleStatus = (typeof PEOPLE_STATUSES)[number];

export const DATACUBE_AXES = ['day', 'department', 'class'] as const;
export type TDatacubeAxis = (typeof DATACUBE_AXES)[number];

/** The longest range the charts cover, in days. */
export const DATACUBE_MAX_DAYS = 62;
