import type { SiteDb } from '@quad/platform/server/db/site-db';
import { memberMatches, resolveAudience, type TAudience, type TMember } from '@quad/platform/server/identity/audience';
import type { TFormAudience } from '../shared/definition';

/**
 * A form's audience as stored in `forms.audience`: what the designer chose (usernames and ids, shown
 * again in the console) plus the resolved targets (people as user ids) that membership is judged by.
 */
export interface TStoredAudience extends TFormAudience {
  targets: TAudience['targets'];
}

export const NOBODY: TStoredAudience = { all: false, link: false, departments: [], classes: [], roles: [], people: [], targets: [] };

/** Checks every id against this site (errors name the field) and resolves usernames to user ids. */
export async function resolveFormAudience(siteDb: SiteDb, input: TFormAudience): Promise<TStoredAudience> {
  const named = input.departments.length + input.classes.length + input.roles.length + input.people.length > 0;
  // A link-only form (or a draft not yet aimed at anyone) has no targets: that is allowed here.
  const resolved = input.all || named ? await resolveAudience(siteDb, input) : { all: false, targets: [] };
  return { ...input, all: resolved.all, targets: resolved.targets };
}

export function parseAudience(json: string): TStoredAudience {
  try {
    return { ...NOBODY, ...(JSON.parse(json) as Partial<TStoredAudience>) };
  } catch {
    return NOBODY;
  }
}

/** The designer's choice without the resolved targets, as the console edits it. */
export function audienceSettings(stored: TStoredAudience): TFormAudience {
  const { all, link, departments, classes, roles, people } = stored;
  return { all, link, departments, classes, roles, people };
}

/** May open and answer the form: targeted, or anyone signed in when the form is shared by link. */
export const mayFill = (member: TMember, stored: TStoredAudience) => stored.link || memberMatches(member, stored);
