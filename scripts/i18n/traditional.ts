import OpenCC from 'opencc-js';
import overrides from './tw-overrides.json' with { type: 'json' };

/**
 * Simplified → Traditional Chinese with Taiwan's phrases (OpenCC cn → twp), then the reviewed
 * phrases of `tw-overrides.json` where Taiwan's usage differs from OpenCC's (許可權 → 權限). It writes
 * the web's tw.json and the server's server.tw.json (`npm run i18n`), so both read alike. Only
 * scripts and tests load it: opencc-js's dictionaries never reach a browser or a running server.
 */
const reviewed: [string, string][] = Object.entries(overrides.phrases);
export const toTraditional: (simplified: string) => string = OpenCC.ConverterFactory(OpenCC.Locale.from.cn, OpenCC.Locale.to.twp, [reviewed]);

/** Strings (`namespace:key`) a tw bundle keeps as zh has them: a language's name written in its own script. */
export const keptAsWritten: ReadonlySet<string> = new Set(overrides.keep);

/**
 * Characters written differently in Traditional Chinese, each once, in the order met: those OpenCC
 * changes on their own, except the ones Taiwan writes as they are too (准 in 准予通行).
 */
const toTraditionalChars = OpenCC.Converter({ from: 'cn', to: 'tw' });
const traditionalToo = new Set(overrides.traditionalToo);
export function simplifiedOnly(text: string): string[] {
  return [...new Set([...text].filter((char) => !traditionalToo.has(char) && toTraditionalChars(char) !== char))];
}
