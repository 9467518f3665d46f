import { defineSiteCache } from '@quad/platform/server/cache/site-cache';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { jsonPage, type JsonText } from '@quad/platform/server/http/json-text';
import { memberMatches, type TAudience, type TMember } from '@quad/platform/server/identity/audience';
import type { TPage } from '@quad/platform/server/db/paging';
import { loadReadMarks } from './read-marks';
import { outNow, SHARED_COLUMNS, sharedItem, type TSharedRow } from './store';

/** A notice out now, as every reader's list shows it: its item as JSON up to the reader's marks. */
interface TSharedNotice {
  id: string;
  audience: TAudience;
  /** The item's JSON without its closing brace; `"read"` and `"confirmed"` are the reader's own. */
  head: string;
}

/**
 * A site's notices out now, in list order (pinned, newest, id), built once per change. Audiences
 * of the same department, class and roles share one filtered list (`views`); notices naming
 * people are added per reader from `byUser`.
 */
interface TCatalogue {
  notices: TSharedNotice[];
  byUser: Map<string, Set<string>>;
  views: Map<string, TSharedNotice[]>;
  /** When the first notice in it expires: it is built again from then on. */
  validUntil: number;
}

/** Every write that puts a notice out, changes one that is out or takes it back evicts the site's catalogue. */
const catalogues = defineSiteCache<TCatalogue>({ name: 'notice-lists', ttlMs: 60_000, max: 10_000 });
const CATALOGUE = 'out-now';
/** Distinct (department, class, roles) views kept per catalogue; beyond it they are filtered afresh. */
const MAX_VIEWS = 2_000;

/** Call in the transaction that changes what `outNow` finds (status, text, flags, audience). */
export function noticesChanged(tx: SiteDb): void {
  catalogues.evict(tx, CATALOGUE);
}

async function loadCatalogue(siteDb: SiteDb, now: number): Promise<TCatalogue> {
  const rows = (await outNow(siteDb, now)
    .select([...SHARED_COLUMNS, 'notices.audience_all'])
    .orderBy('notices.pinned', 'desc')
    .orderBy('notices.created', 'desc')
    .orderBy('notices.id', 'desc')
    .execute()) as (TSharedRow & { audience_all: number })[];
  const targets = await outNow(siteDb, now)
    .innerJoin('notice_targets', (j) => j.onRef('notice_targets.site_id', '=', 'notices.site_id').onRef('notice_targets.notice_id', '=', 'notices.id'))
    .select(['notice_targets.notice_id', 'notice_targets.kind', 'notice_targets.target_id'])
    .execute();
  const targetsOf = new Map<string, TAudience['targets']>();
  const byUser = new Map<string, Set<string>>();
  for (const t of targets) {
    const audience = targetsOf.get(t.notice_id) ?? [];
    audience.push({ kind: t.kind, targetId: t.target_id });
    targetsOf.set(t.notice_id, audience);
    if (t.kind === 'user') byUser.set(t.target_id, (byUser.get(t.target_id) ?? new Set()).add(t.notice_id));
  }
  const notices = rows.map((row) => ({
    id: row.id,
    audience: { all: row.audience_all === 1, targets: targetsOf.get(row.id) ?? [] },
    head: JSON.stringify(sharedItem(row)).slice(0, -1),
  }));
  const validUntil = rows.reduce((first, r) => (Number(r.expires) > 0 ? Math.min(first, Number(r.expires)) : first), Infinity);
  return { notices, byUser, views: new Map(), validUntil };
}

/** The notices of everyone sharing the member's department, class and roles (people targets aside). */
function groupView(catalogue: TCatalogue, member: TMember): TSharedNotice[] {
  const key = `${member.deptId}\u0000${member.classId}\u0000${[...member.roleIds].sort().join(',')}`;
  let view = catalogue.views.get(key);
  if (!view) {
    const group = { ...member, userId: '' };
    view = catalogue.notices.filter((n) => memberMatches(group, n.audience));
    if (catalogue.views.size >= MAX_VIEWS) catalogue.views.clear();
    catalogue.views.set(key, view);
  }
  return view;
}

function visibleTo(catalogue: TCatalogue, member: TMember): TSharedNotice[] {
  const view = groupView(catalogue, member);
  const named = catalogue.byUser.get(member.userId);
  if (!named) return view;
  const inView = new Set(view.map((n) => n.id));
  return catalogue.notices.filter((n) => inView.has(n.id) || named.has(n.id));
}

/**
 * The member's notice list (`listNotices` without a keyword) as ready JSON: the site's shared items,
 * cut to the member's audience and page, with the member's read marks joined in. No query runs
 * while neither the site's notices nor the member's reads change.
 */
export async function cachedListFor(siteDb: SiteDb, member: TMember, page: TPage, now: number): Promise<JsonText> {
  const catalogue = await catalogues.read(siteDb, CATALOGUE, () => loadCatalogue(siteDb, now), (c) => now < c.validUntil);
  const marks = await loadReadMarks(siteDb, member.userId);
  const visible = visibleTo(catalogue, member);
  let unread = visible.length;
  for (const n of visible) if (marks.has(n.id)) unread--;
  return jsonPage(visible, page, (n) => `${n.head},"read":${marks.has(n.id)},"confirmed":${marks.get(n.id) === true}}`, { unread: String(unread) });
}
