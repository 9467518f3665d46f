/**
 * What rich text (notice and news bodies, form description blocks) may hold, shared by the server's
 * sanitiser (platform/server/rich-text.ts) and the console editor, which makes nothing else.
 * Zod-free, so the editor's chunk imports it for free.
 */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a', 'img'] as const;

/** Heading levels rich text keeps (h3, h4): a body sits under the page's own title. */
export const RICH_TEXT_HEADINGS = [3, 4] as const;

/**
 * An image is one of this site's uploads (`<base path>attach?file=<id>`, see upload-service attachUrl),
 * never another address: an image is fetched with the reader's cookie as the page opens, so any other
 * same-site path would be a call made for every reader, and another host would learn who read what.
 */
export const isUploadedImage = (src: string): boolean => /^(?:\/[a-z0-9_-]+)*\/attach\?file=[a-z0-9]+(?:&thumb=1)?$/i.test(src);

/** A link goes to a web page or a page of this site: never `javascript:`, `data:` or another scheme. */
export const isLinkAddress = (href: string): boolean => /^(?:https?:\/\/[^\s/]|\/(?!\/))/i.test(href.trim());
