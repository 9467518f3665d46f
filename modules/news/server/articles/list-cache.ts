import { defineSiteCache } from '@quad/platform/server/cache/site-cache';
import type { TPage } from '@quad/platform/server/db/paging';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { jsonPage, type JsonText } from '@quad/platform/server/http/json-text';

/** A visible channel's published articles as every reader sees them: the channel and each item as JSON, newest first. */
export interface TChannelList {
  channel: string;
  items: string[];
}

/**
 * News lists are the same for every reader of a site, so each channel's is built once and kept
 * until a write changes it; a missing or hidden channel is not kept (any key may be asked for).
 */
const channelLists = defineSiteCache<TChannelList | undefined>({ name: 'news-lists', ttlMs: 60_000, max: 10_000 });

/**
 * Call in the transaction that changes what a reader's list shows: `channel` when only that one's
 * articles change (a view counted), none when any may (an edit can move an article, a channel can hide).
 */
export function newsListsChanged(tx: SiteDb, channel?: string): void {
  channelLists.evict(tx, channel);
}

/** One page of a channel's kept list as the answer's JSON, or undefined when there is no such visible channel. */
export async function cachedChannelPage(siteDb: SiteDb, channel: string, page: TPage, load: () => Promise<TChannelList | undefined>): Promise<JsonText | undefined> {
  const list = await channelLists.read(siteDb, channel, load);
  if (!list) return undefined;
  return jsonPage(list.items, page, (item) => item, { channel: list.channel });
}
