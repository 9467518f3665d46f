import type { IncomingHttpHeaders } from 'node:http';

/** The languages the server answers in: Simplified Chinese (the messages as written), English, Traditional (Taiwan). */
export type TAnswerLang = 'zh' | 'en' | 'tw';

const LANGS = new Set<string>(['zh', 'en', 'tw']);

/** An Accept-Language tag → ours: zh-TW, zh-HK and zh-Hant are read as Traditional, any other zh as Simplified. */
function fromTag(tag: string): TAnswerLang | undefined {
  const t = tag.trim().toLowerCase();
  if (t.startsWith('en')) return 'en';
  if (/^zh-(tw|hk|mo|hant)/.test(t)) return 'tw';
  if (t.startsWith('zh')) return 'zh';
  return undefined;
}

/**
 * The language of one request: `X-Lang` (the web app sends the user's stored choice), else the best
 * of `Accept-Language` we speak, else zh, so scripts of the original product, which send neither,
 * read its messages exactly as it wrote them.
 */
export function answerLang(headers: IncomingHttpHeaders): TAnswerLang {
  const chosen = headers['x-lang'];
  if (typeof chosen === 'string' && LANGS.has(chosen)) return chosen as TAnswerLang;
  const accepted = (headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { lang: fromTag(tag), q: q === undefined ? 1 : Number(q) };
    })
    .filter((a) => a.lang && a.q > 0)
    .sort((a, b) => b.q - a.q);
  return accepted[0]?.lang ?? 'zh';
}
