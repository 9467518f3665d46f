/** School news as an RSS 2.0 document (issue 7: "school news is itself published as a feed"). */

/**
 * Text for an XML element or attribute: the five special characters escaped, and characters XML 1.0
 * cannot carry at all (most control characters, lone surrogates) dropped rather than breaking the document.
 */
/* eslint-disable no-control-regex -- these characters are what it removes */
const NOT_IN_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/* eslint-enable no-control-regex */

export function escapeXml(text: string): string {
  return text.replace(NOT_IN_XML, '').replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

export interface TRssChannel {
  title: string;
  /** Absolute address of the channel's page. */
  link: string;
  description: string;
}

export interface TRssEntry {
  guid: string;
  title: string;
  link: string;
  description: string;
  /** Unix seconds. */
  published: number;
}

const rfc822 = (seconds: number) => new Date(seconds * 1000).toUTCString();

export function renderRss(channel: TRssChannel, entries: TRssEntry[]): string {
  const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  const items = entries.map(
    (e) =>
      `<item>${element('title', e.title)}${element('link', e.link)}<guid isPermaLink="false">${escapeXml(e.guid)}</guid>` +
      `${element('pubDate', rfc822(e.published))}${element('description', e.description)}</item>`,
  );
  const lastBuild = entries[0] ? element('lastBuildDate', rfc822(entries[0].published)) : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel>' +
    `${element('title', channel.title)}${element('link', channel.link)}${element('description', channel.description)}` +
    `<language>zh-cn</language>${lastBuild}${items.join('')}</channel></rss>\n`
  );
}
