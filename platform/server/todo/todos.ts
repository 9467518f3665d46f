import type { SiteDb } from '../db/site-db';
import { countRows, pagedRows, type TPage } from '../db/paging';
import { newId, nowSeconds } from '../ids';

/** A task waiting for one person, as an area hands it to the to-do inbox. */
export interface TNewTodo {
  userId: string;
  /** Who keeps the task (`workflow`) and its key there: `closeTodos` takes the same pair. */
  source: string;
  ref: string;
  /** The app it belongs to, for its icon and name (`leave`). */
  app: string;
  title: string;
  summary?: string;
  /** Where it is done: a path of the site (`/document/flow?id=…`). */
  link: string;
  deadline?: number;
}

/**
 * Puts tasks into their people's to-do inboxes, in the caller's transaction (so a task and its to-do
 * appear together); a task already there for that person stays as it is.
 */
export async function openTodos(siteDb: SiteDb, todos: readonly TNewTodo[], now = nowSeconds()): Promise<void> {
  for (const todo of todos) {
    await siteDb
      .insertInto('todos', {
        id: newId(),
        user_id: todo.userId,
        source: todo.source,
        ref: todo.ref,
        app_key: todo.app,
        title: todo.title.slice(0, 200),
        summary: (todo.summary ?? '').slice(0, 500),
        link: todo.link,
        deadline: todo.deadline ?? 0,
        created: now,
      })
      .onConflict((c) => c.columns(['site_id', 'source', 'ref', 'user_id']).doNothing())
      .execute();
  }
}

/** Takes tasks out of every inbox they are in: done by this person or another, withdrawn, closed. */
export async function closeTodos(siteDb: SiteDb, source: string, refs: readonly string[]): Promise<void> {
  if (refs.length === 0) return;
  await siteDb.deleteFrom('todos').where('source', '=', source).where('ref', 'in', [...refs]).execute();
}

/** One person's open to-dos, newest first. */
export async function listTodosOf(siteDb: SiteDb, userId: string, page: TPage) {
  const base = siteDb.selectFrom('todos').where('user_id', '=', userId);
  const { rows, total } = await pagedRows(base, page, (q) =>
    q.select(['id', 'app_key', 'title', 'summary', 'link', 'created', 'deadline']).orderBy('created', 'desc').orderBy('id', 'desc'),
  );
  return {
    list: rows.map((r) => ({ id: r.id, app: r.app_key, title: r.title, summary: r.summary, link: r.link, created: Number(r.created), deadline: Number(r.deadline) })),
    total,
  };
}

export const countTodosOf = (siteDb: SiteDb, userId: string): Promise<number> => countRows(siteDb.selectFrom('todos').where('user_id', '=', userId));
