import type { SiteStore, TSite } from './site-store';

/**
 * The site of a request comes from its host only: a registered domain, then `<site>.localhost`
 * (browsers send every `*.localhost` to loopback, which makes several sites easy in development),
 * then the default site. Never from anything the client puts in a body or query.
 */
export async function resolveSite(store: SiteStore, hostHeader: string | undefined, defaultSite: string): Promise<TSite | undefined> {
  const host = (hostHeader ?? '')
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '');
  const byDomain = host ? await store.findByDomain(host) : undefined;
  if (byDomain) return byDomain;
  const local = /^([a-z][a-z0-9-]*)\.localhost$/.exec(host);
  if (local) {
    const site = await store.get(local[1]);
    if (site) return site;
  }
  return store.get(defaultSite);
}
