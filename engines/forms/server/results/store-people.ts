import type { SiteDb } from '@quad/platform/server/db/site-db';
import { selectPeople } from '@quad/platform/server/identity/people';

export interface TPerson {
  name: string;
  number: string;
  department: string;
}

export const NOBODY: TPerson = { name: '', number: '', department: '' };

/** Kept under the databases' parameter limits whatever the page size. */
const CHUNK = 500;

async function inChunks<T>(ids: string[], load: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await load(ids.slice(i, i + CHUNK))));
  return out;
}

/** Name, number and department of people by id, in the order given (one query per 500 people). */
export async function peopleByIds(siteDb: SiteDb, userIds: string[]): Promise<Map<string, TPerson>> {
  const ids = [...new Set(userIds)];
  const rows = await inChunks(ids, (chunk) => selectPeople(siteDb).where('users.id', 'in', chunk).execute());
  return new Map(rows.map((r) => [r.id, { name: r.realname, number: r.number, department: r.dept_name ?? '' }]));
}

/** Who answered, each as the department they filled as (spec §3) when they chose one. */
export async function answerers(siteDb: SiteDb, answers: { user_id: string; starter_dept_id: string }[]): Promise<(a: { user_id: string; starter_dept_id: string }) => TPerson> {
  const people = await peopleByIds(siteDb, answers.map((a) => a.user_id));
  const deptIds = [...new Set(answers.map((a) => a.starter_dept_id).filter(Boolean))];
  const depts = await inChunks(deptIds, (chunk) => siteDb.selectFrom('departments').select(['id', 'name']).where('id', 'in', chunk).execute());
  const deptNames = new Map(depts.map((d) => [d.id, d.name]));
  return (a) => {
    const person = people.get(a.user_id) ?? NOBODY;
    const starter = deptNames.get(a.starter_dept_id);
    return starter ? { ...person, department: starter } : person;
  };
}
