import { toTraditional } from './traditional';
import type { TAnswerLang } from './lang';

/** English by Simplified text: `{name}` in a key stands where the code puts a value, and the English puts it again. */
export type TMessageCatalogue = Record<string, string>;

interface TTemplate {
  pattern: RegExp;
  names: string[];
  english: string;
  /** Characters of fixed text: the most specific template wins when several match. */
  weight: number;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Values a message carries are looked up too (a field's label), but only this deep: labels hold no messages. */
const MAX_DEPTH = 3;
const MAX_REMEMBERED = 5000;

/**
 * Every server message in English, from the platform's, the engines' and the areas' `server.en.json`.
 * A message is found by its exact text, else by the template it was written from (`请填写{label}`
 * matches `请填写密码`), whose values are translated in turn (`密码` → `password`).
 */
export class MessageCatalogue {
  private readonly exact = new Map<string, string>();
  private readonly templates: TTemplate[] = [];
  private readonly remembered = new Map<string, string>();

  constructor(catalogues: TMessageCatalogue[]) {
    for (const catalogue of catalogues) {
      for (const [key, english] of Object.entries(catalogue)) {
        const names = [...key.matchAll(PLACEHOLDER)].map((m) => m[1]);
        if (!names.length) {
          this.exact.set(key, english);
          continue;
        }
        const source = key.split(PLACEHOLDER).map((part, i) => (i % 2 ? '(.+?)' : escape(part))).join('');
        this.templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, english, weight: key.replace(PLACEHOLDER, '').length });
      }
    }
    this.templates.sort((a, b) => b.weight - a.weight);
  }

  /** `text` for a reader of `lang`: zh as written, tw converted (values included), en from the catalogue. */
  translate(text: string, lang: TAnswerLang): string {
    if (lang === 'zh' || !text) return text;
    if (lang === 'tw') return toTraditional(text);
    let english = this.remembered.get(text);
    if (english === undefined) {
      english = capitalise(this.english(text, 0) ?? text);
      if (this.remembered.size >= MAX_REMEMBERED) this.remembered.clear();
      this.remembered.set(text, english);
    }
    return english;
  }

  /** Whether `text` has an English form (a test's question: every reachable message must). */
  hasEnglish(text: string): boolean {
    return this.english(text, 0) !== undefined;
  }

  private english(text: string, depth: number): string | undefined {
    const found = this.exact.get(text);
    if (found !== undefined || depth >= MAX_DEPTH) return found;
    for (const template of this.templates) {
      const match = template.pattern.exec(text);
      if (!match) continue;
      const values = new Map(template.names.map((name, i) => [name, match[i + 1]]));
      return template.english.replace(PLACEHOLDER, (whole, name: string) => {
        const value = values.get(name);
        return value === undefined ? whole : (this.english(value, depth + 1) ?? value);
      });
    }
    return undefined;
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
