import type { SiteDb } from '../db/site-db';
import type { TPage } from '../db/paging';
import { defineSiteCache } from '../cache/site-cache';
import { jsonPage, type JsonText } from '../http/json-text';
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
 * One person's open to-dos as ready JSON, newest first, up to `KEPT_PER_PERSON`: the inbox and the
 * home badge are read on every visit, and change only when one of the person's tasks opens or closes.
 */
interface TInbox {
  items: string[];
  total: number;
}
const inboxes = defineSiteCache<TInbox>({ name: 'todo-inboxes', ttlMs: 60_000, max: 20_000 });
/** Pages beyond this many to-dos of one person are read from the database. */
const KEPT_PER_PERSON = 1_000;

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
  for (const userId of new Set(todos.map((t) => t.userId))) inboxes.evict(siteDb, userId);
}

/** Takes tasks out of every inbox they are in: done by this person or another, withdrawn, closed. */
export async function closeTodos(siteDb: SiteDb, source: string, refs: readonly string[]): Promise<void> {
  if (refs.length === 0) return;
  const closed = await siteDb.deleteFrom('todos').where('source', '=', source).where('ref', 'in', [...refs]).returning('user_id').execute();
  for (const userId of new Set(closed.map((row) => row.user_id))) inboxes.evict(siteDb, userId);
}

const todoColumns = ['id', 'app_key', 'title', 'summary', 'link', 'created', 'deadline'] as const;

function todosQuery(siteDb: SiteDb, userId: string) {
  return siteDb.selectFrom('todos').select(todoColumns).where('user_id', '=', userId).orderBy('created', 'desc').orderBy('id', 'desc');
}

type TTodoRow = Awaited<ReturnType<ReturnType<typeof todosQuery>['execute']>>[number];
const todoJson = (r: TTodoRow) =>
  JSON.stringify({ id: r.id, app: r.app_key, title: r.title, summary: r.summary, link: r.link, created: Number(r.created), deadline: Number(r.deadline) });

async function loadInbox(siteDb: SiteDb, userId: string): Promise<TInbox> {
  const rows = await todosQuery(siteDb, userId).limit(KEPT_PER_PERSON).execute();
  if (rows.length < KEPT_PER_PERSON) return { items: rows.map(todoJson), total: rows.length };
  const { count } = await siteDb.selectFrom('todos').select((eb) => eb.fn.countAll<number>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return { items: rows.map(todoJson), total: Number(count) };
}

const inboxOf = (siteDb: SiteDb, userId: string) => inboxes.read(siteDb, userId, () => loadInbox(siteDb, userId));

/** One person's open to-dos, newest first. */
export async function listTodosOf(siteDb: SiteDb, userId: string, page: TPage): Promise<JsonText> {
  const inbox = await inboxOf(siteDb, userId);
  const start = (page.page - 1) * page.size;
  if (start + page.size <= inbox.items.length || inbox.items.length === inbox.total) {
    return jsonPage(inbox.items, page, (item) => item, {}, inbox.total);
  }
  const rows = await todosQuery(siteDb, userId).limit(page.size).offset(start).execute();
  return jsonPage(rows.map(todoJson), { page: 1, size: page.size }, (item) => item, {}, inbox.total);
}

export const countTodosOf = async (siteDb: SiteDb, userId: string): Promise<number> => (await inboxOf(siteDb, userId)).total;
