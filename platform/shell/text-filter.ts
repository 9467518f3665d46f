/**
 * The text filter of spec §5: user or imported text keeps only line breaks and images; every other
 * tag is dropped (its text stays). The input is parsed by the browser's inert parser (no script runs,
 * no image loads) and the output is rebuilt from scratch, so nothing the parser tolerates can slip
 * through as markup.
 */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'textarea',
  'title',
  'head',
  'svg',
  'math',
  'select',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * Image sources allowed to survive: web addresses, paths on this site, and raster data URLs. Anything
 * naming another scheme (javascript:, vbscript:, data:text/html, data:image/svg+xml …) is refused.
 */
export function safeImageSrc(src: string): string | undefined {
  // Browsers ignore control characters and spaces inside a URL's scheme, so attackers use them to hide one.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  const cleaned = src.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (cleaned === '') return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  if (scheme === undefined) return cleaned; // a path on this site, or `//host/…` (same scheme as the page)
  if (scheme === 'http' || scheme === 'https') return cleaned;
  if (scheme === 'data' && /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=]+$/i.test(cleaned)) return cleaned;
  return undefined;
}

function render(node: Node, out: string[]): void {
  if (node.nodeType === 3) {
    out.push(escapeText(node.nodeValue ?? ''));
    return;
  }
  if (node.nodeType !== 1) return; // comments, processing instructions, doctypes
  const element = node as Element;
  const tag = element.localName.toLowerCase();
  if (tag === 'br') {
    out.push('<br>');
    return;
  }
  if (tag === 'img') {
    const src = safeImageSrc(element.getAttribute('src') ?? '');
    if (src !== undefined) out.push(`<img src="${escapeAttribute(src)}">`);
    return;
  }
  if (DROPPED_WITH_CONTENT.has(tag)) return;
  for (const child of Array.from(element.childNodes)) render(child, out);
}

export function filterText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const out: string[] = [];
  for (const child of Array.from(doc.body.childNodes)) render(child, out);
  return out.join('');
}
