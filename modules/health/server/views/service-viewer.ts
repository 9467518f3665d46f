import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TDialect } from '@quad/platform/server/db/database';
import { fail, forbidden, invalid } from '@quad/platform/server/errors';
import { roleScope, inScope, type TRoleScope } from '@quad/platform/server/identity/role-scopes';
import { siteDay } from '@quad/platform/server/time';
import type { TFormDefinition } from '@quad/forms-engine/shared/definition';
import { findPublishedForm, versionDefinition, type TFormHead } from '@quad/forms-engine/server';
import type { TRolePage } from '../../module';
import { ROLE_MODULES, type TReportKind } from '../../views';
import { loadSetup, type THealthSetup } from '../settings/service';

export const NO_VIEW = '无权查看';

/** Who is looking, at what: the site, the settings, and the departments and classes their role page opens. */
export interface TViewer {
  siteDb: SiteDb;
  dialect: TDialect;
  timeZone: string;
  userId: string;
  setup: THealthSetup;
  /** 'all' or the department and class ids the role page may see. */
  scope: TRoleScope;
  today: string;
}

export interface TViewerInput {
  siteDb: SiteDb;
  dialect: TDialect;
  timeZone: string;
  userId: string;
}

/** The caller's view for a role page: refused with `无权查看` when none of its ncov modules is theirs. */
export async function loadViewer(base: TViewerInput, role: TRolePage, now: Date = new Date()): Promise<TViewer> {
  const scope = await roleScope(base.siteDb, base.userId, 'ncov', ROLE_MODULES[role]);
  if (scope !== 'all' && scope.length === 0) throw forbidden(NO_VIEW);
  return { ...base, scope, setup: await loadSetup(base.siteDb), today: siteDay(base.timeZone, now) };
}

/** Everything the site can see, for work the server does on its own (scheduled reminders, benchmarks). */
export async function siteViewer(base: TViewerInput, now: Date = new Date()): Promise<TViewer> {
  return { ...base, scope: 'all', setup: await loadSetup(base.siteDb), today: siteDay(base.timeZone, now) };
}

/** A department or class asked for must be inside the caller's scope. */
export function checkDept(v: TViewer, dept: string | undefined): void {
  if (dept && !inScope(v.scope, dept)) throw forbidden(NO_VIEW);
}

/** A report group of the settings, by id (unknown ids are a field error, not an empty page). */
export function findGroup(v: TViewer, groupId: string | undefined) {
  if (!groupId) return undefined;
  const group = v.setup.settings.groups.find((g) => g.id === groupId);
  if (!group) throw invalid({ groupId: '分组不存在' });
  return group;
}

/**
 * Which form a report kind reads and whose answers count: the daily report (also the audience of
 * the three checks, which have no form of their own) or the base profile.
 */
export interface TSource {
  kind: TReportKind;
  form: TFormHead;
  definition: TFormDefinition;
  /** Param (`tw`) → field key of the form's current design. */
  keys: Map<string, string>;
}

export async function loadSource(v: TViewer, kind: TReportKind): Promise<TSource> {
  const form = await findPublishedForm(v.siteDb, kind === 'base' ? v.setup.baseFormNo : v.setup.reportFormNo);
  const definition = await versionDefinition(v.siteDb, form.id, form.version);
  if (!definition) throw fail('上报表单不存在');
  const keys = new Map(definition.fields.map((f) => [f.param ?? f.key, f.key]));
  return { kind, form, definition, keys };
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Seconds the zone is ahead of UTC at a moment. */
function zoneOffset(timeZone: string, at: number): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    offsetFormats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(at * 1000)).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) / 1000 - at;
}

/** Unix seconds of `HH:MM` on a site day: deadlines are the school's clock. */
export function siteMoment(day: string, clock: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number);
  const [h, min] = clock.split(':').map(Number);
  const local = Date.UTC(y, m - 1, d, h, min) / 1000;
  return local - zoneOffset(timeZone, local - zoneOffset(timeZone, local));
}
