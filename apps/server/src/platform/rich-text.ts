/**
 * The allowlist for rich text: notice bodies, form description blocks (issue 7: "a safe allowlist for
 * articles"). Paragraphs, simple emphasis, lists, links and images survive with a few checked
 * attributes; every other tag is escaped and shows as text, so nothing a publisher pastes can run in
 * a reader's page.
 */
const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  ul: [],
  ol: [],
  li: [],
  h3: [],
  h4: [],
  blockquote: [],
  a: ['href'],
  img: ['src', 'alt'],
};
const VOID = new Set(['br', 'img']);
const URL_ATTRIBUTES = new Set(['href', 'src']);

export function escapeHtml(text: string): string {
  return text.replace(/&(?!(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);)|[<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);
}

/** Only web and site-relative addresses: `javascript:`, `data:` and friends are dropped. */
function safeUrl(value: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme (`java\tscript:`), so judge without them.
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  if (compact.includes('&#') || compact.includes('&colon')) return false;
  return /^https?:\/\//.test(compact) || (/^\/(?!\/)/.test(compact) && !compact.includes('\\'));
}

function keptAttributes(tag: string, raw: string): string {
  const allowed = ALLOWED[tag] ?? [];
  let out = '';
  for (const m of raw.matchAll(/([a-zA-Z_:][-\w:.]*)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = (m[1] ?? '').toLowerCase();
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    if (!allowed.includes(name)) continue;
    if (URL_ATTRIBUTES.has(name) && !safeUrl(value)) continue;
    out += ` ${name}="${escapeHtml(value)}"`;
  }
  if (tag === 'a') out += ' target="_blank" rel="noopener noreferrer"';
  return out;
}

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

export function sanitizeRichText(html: string): string {
  let out = '';
  let last = 0;
  for (const m of html.matchAll(TAG)) {
    out += escapeHtml(html.slice(last, m.index));
    last = m.index + m[0].length;
    const [, closing, rawName = '', attributes = ''] = m;
    const tag = rawName.toLowerCase();
    if (!(tag in ALLOWED)) {
      out += escapeHtml(m[0]);
      continue;
    }
    if (closing) {
      if (!VOID.has(tag)) out += `</${tag}>`;
      continue;
    }
    out += `<${tag}${keptAttributes(tag, attributes)}>`;
  }
  out += escapeHtml(html.slice(last));
  return out.trim();
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
