import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { richTextToPlain } from '@quad/platform/server/rich-text';
import { sanitizePlainText } from '@quad/platform/server/text-filter';

export interface TParsedItem {
  guid: string;
  title: string;
  link: string;
  summary: string;
  /** Unix seconds, 0 when the feed does not say. */
  published: number;
}

/** A feed that cannot be read: its message is what the administrator sees. */
export class FeedError extends Error {}

/** Items kept from one fetch: a feed is a window on the latest news, not an archive. */
export const MAX_ITEMS = 50;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // `dc:date`, `content:encoded`, `atom:link` are read by their local names.
  removeNSPrefix: true,
  // Titles like "2024" stay text.
  parseTagValue: false,
  htmlEntities: true,
  isArray: (name) => name === 'item' || name === 'entry' || name === 'link',
});

type TNode = unknown;

/** The text of an element whether it came as a string, a number or an element with attributes. */
function textOf(node: TNode): string {
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (Array.isArray(node)) return textOf(node[0]);
  if (node && typeof node === 'object') return textOf((node as Record<string, unknown>)['#text']);
  return '';
}

/**
 * Feed titles and summaries are often HTML: stored as plain text (scripts and styles dropped with
 * their content, tags removed, entities decoded, then any `<` or `>` left removed), so nothing from
 * a feed can ever become markup in a reader's page.
 */
export function feedTextToPlain(html: string, max: number): string {
  const withoutCode = html.replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, '');
  return sanitizePlainText(richTextToPlain(withoutCode)).replace(/\s+/g, ' ').trim().slice(0, max);
}

/** Links are kept only when they are web addresses (relative ones resolved against the feed). */
export function safeLink(raw: string, base: string): string {
  if (!raw.trim()) return '';
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

function seconds(raw: string): number {
  const ms = Date.parse(raw.trim());
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
}

/** Atom's `<link rel="alternate" href>`, or RSS's `<link>text</link>`. */
function linkOf(links: TNode): string {
  const list = Array.isArray(links) ? links : links === undefined ? [] : [links];
  for (const link of list) {
    if (link && typeof link === 'object') {
      const attrs = link as Record<string, unknown>;
      const href = attrs['@_href'];
      const rel = attrs['@_rel'];
      if (typeof href === 'string' && (rel === undefined || rel === 'alternate')) return href;
    } else if (textOf(link)) {
      return textOf(link);
    }
  }
  return '';
}

function toItem(entry: Record<string, unknown>, feedUrl: string): TParsedItem | undefined {
  const title = feedTextToPlain(textOf(entry.title), 200);
  const link = safeLink(linkOf(entry.link), feedUrl);
  if (!title && !link) return undefined;
  const summary = feedTextToPlain(textOf(entry.description ?? entry.summary ?? entry.content ?? entry.encoded), 300);
  const guid = (textOf(entry.guid) || textOf(entry.id) || link || title).trim().slice(0, 300);
  const published = seconds(textOf(entry.pubDate ?? entry.published ?? entry.updated ?? entry.date));
  return { guid, title: title || link, link, summary, published };
}

/**
 * Reads RSS 2.0, RSS 1.0 (RDF) and Atom. Tolerant: a feed with small mistakes (a bare `&`, an
 * unknown entity) still gives the items that can be read; only a document that is not a feed, or
 * broken XML with no readable item, is an error.
 */
export function parseFeed(xml: string, feedUrl: string): TParsedItem[] {
  let doc: Record<string, Record<string, unknown> | undefined>;
  try {
    doc = parser.parse(xml) as typeof doc;
  } catch (error) {
    throw new FeedError(`订阅源不是有效的 XML：${(error as Error).message}`.slice(0, 300));
  }
  const entries = (doc.rss?.channel as Record<string, unknown> | undefined)?.item ?? doc.feed?.entry ?? doc.RDF?.item;
  const validity = XMLValidator.validate(xml);
  const broken = validity === true ? '' : `订阅源不是有效的 XML：${validity.err.msg}（第 ${validity.err.line} 行）`.slice(0, 300);
  if (!doc.rss && !doc.feed && !doc.RDF) throw new FeedError(broken || '订阅源不是 RSS 或 Atom 格式');
  const items = (Array.isArray(entries) ? entries : [])
    .slice(0, MAX_ITEMS)
    .flatMap((e) => (e && typeof e === 'object' ? (toItem(e as Record<string, unknown>, feedUrl) ?? []) : []));
  if (items.length === 0 && broken) throw new FeedError(broken);
  return items;
}
