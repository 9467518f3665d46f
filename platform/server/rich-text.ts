import sanitizeHtml from 'sanitize-html';
import { isUploadedImage, RICH_TEXT_TAGS } from '@quad/contracts/rich-text';

/**
 * The allowlist for rich text: notice and news bodies, form description blocks. Paragraphs, simple
 * emphasis, lists, links and this site's uploaded images survive; any other tag is dropped keeping its
 * text, so what a publisher pastes from Word or WeChat reads as clean paragraphs and nothing can run in
 * a reader's page. The console editor makes only these tags (platform/shell/console/rich-text-editor.tsx).
 */

/** Tags that hold lines of their own: each becomes a paragraph boundary instead of vanishing into the text around it. */
const BLOCKS = ['div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'nav', 'figure', 'figcaption', 'address', 'center', 'pre'];
const BLOCKS_OF_TABLES = ['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'dl', 'dt', 'dd'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS, 'div'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'xml', 'template'],
  transformTags: {
    ...Object.fromEntries([...BLOCKS, ...BLOCKS_OF_TABLES].map((tag) => [tag, 'div'])),
    h1: 'h3',
    h2: 'h3',
    h5: 'h4',
    h6: 'h4',
    a: (_tag, attribs) => ({ tagName: 'a', attribs: { ...(attribs.href ? { href: attribs.href } : {}), target: '_blank', rel: 'noopener noreferrer' } }),
    img: (_tag, attribs) => {
      const src = attribs.src ?? '';
      return { tagName: 'img', attribs: isUploadedImage(src) ? { src, ...(attribs.alt ? { alt: attribs.alt } : {}) } : {} };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Where loose text and inline tags are wrapped into paragraphs: the body itself and quotes. */
const PARAGRAPH_HOLDERS = new Set(['blockquote']);
const BLOCK_TAGS = new Set(['p', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'div']);
const VOID_TAGS = new Set(['br', 'img']);

/**
 * Lays the sanitised markup (allowlisted tags, and `div` for every block that is not) out as
 * paragraphs: a `div` boundary ends a paragraph (a line inside a list item or heading), loose text
 * between blocks becomes a paragraph, and emphasis or a link cut by a boundary is closed before it and
 * opened again after it. The input is sanitize-html's own output, so one tag pattern reads it exactly.
 */
function layOutParagraphs(html: string): string {
  const blocks: string[] = [];
  /** Open emphasis and links, with what opens and closes them ('' for a link whose address was refused: only its text stays). */
  const inlines: { open: string; close: string; shown: boolean }[] = [];
  let out = '';
  let wrapped = false;
  let lineHasContent = false;
  let lineBreak = false;
  const holdsParagraphs = () => blocks.length === 0 || PARAGRAPH_HOLDERS.has(blocks[blocks.length - 1] ?? '');
  const closeLine = () => {
    for (const open of [...inlines].reverse()) {
      if (open.shown) out += open.close;
      open.shown = false;
    }
    if (wrapped) out += '</p>';
    wrapped = false;
    lineHasContent = false;
    lineBreak = false;
  };
  const content = (piece: string, force = false) => {
    const blank = piece.trim() === '';
    if (blank && !force && !wrapped && (holdsParagraphs() || !lineHasContent)) return;
    if (!wrapped && holdsParagraphs()) {
      out += '<p>';
      wrapped = true;
    } else if (lineBreak && lineHasContent) out += '<br />';
    lineBreak = false;
    lineHasContent = true;
    for (const open of inlines) {
      if (!open.shown) out += open.open;
      open.shown = true;
    }
    out += piece;
  };
  for (const token of html.split(/(<[^>]+>)/)) {
    if (token === '') continue;
    const [, closing, name = ''] = /^<(\/?)([a-z0-9]+)/.exec(token) ?? [];
    if (!name || VOID_TAGS.has(name)) {
      content(token);
    } else if (!BLOCK_TAGS.has(name)) {
      if (closing) {
        const open = inlines.pop();
        if (open?.shown) out += open.close;
      } else {
        content('', true);
        const deadLink = name === 'a' && !token.includes(' href=');
        inlines.push({ open: deadLink ? '' : token, close: deadLink ? '' : `</${name}>`, shown: true });
        out += deadLink ? '' : token;
      }
    } else if (name === 'div') {
      // A block that is not allowed: the end of a paragraph, or of a line inside a list item or heading.
      if (holdsParagraphs()) closeLine();
      else lineBreak = true;
    } else {
      closeLine();
      if (closing) blocks.pop();
      else blocks.push(name);
      out += token;
    }
  }
  closeLine();
  return out;
}

export function sanitizeRichText(html: string): string {
  return layOutParagraphs(sanitizeHtml(html, OPTIONS)).trim();
}

/** The body as plain text, for inbox messages and list summaries. */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d)[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
