/**
 * The original `/ncov/wap/default/index` page (original-protocol.md §2.3). Scripts fetch it and cut
 * the records out of its inline script with `var def = (\{.+\});` and `oldInfo: (\{.+\}),`, so each
 * sits alone on its line as JSON; people opening it in a browser are sent on to Quad's phone page.
 */

/** `<`, `>`, `&` and the JS line separators as `\uXXXX`: still JSON, but no `</script>` or `<!--` can end the script. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const asUnicodeEscape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

const scriptJson = (value: unknown) => JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, asUnicodeEscape);

/** A single-quoted JS string (the original wrote `number: '...'`), just as safe inside the script. */
const scriptQuoted = (text: string) => `'${text.replace(/[\\'\n\r<>&\u2028\u2029]/g, asUnicodeEscape)}'`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface TOriginalPage {
  def: Record<string, unknown>;
  oldInfo: Record<string, unknown>;
  realname: string;
  number: string;
  /** Quad's own daily report page, where a person in a browser goes. */
  phonePage: string;
}

/**
 * The original page held a Vue instance; here its data is a function nobody calls (there is no
 * jQuery for `$.extend`), kept so the text scripts look for is where they look for it.
 */
export function renderOriginalPage(p: TOriginalPage): string {
  return [
    '<!doctype html>',
    '<html lang="zh-CN">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>每日上报</title></head>',
    '<body>',
    `<p>正在打开每日上报……<a href="${escapeHtml(p.phonePage)}">如未自动跳转，请点此进入</a></p>`,
    '<script>',
    `var def = ${scriptJson(p.def)};`,
    'function originalData() {',
    '  return {',
    "    info: $.extend({ismoved:0, jhfjrq:'', jhfjjtgj:'', jhfjhbcc:'', sfxk:0, xkqq:''}, def),",
    `    oldInfo: ${scriptJson(p.oldInfo)},`,
    `    realname: ${scriptJson(p.realname)},`,
    `    number: ${scriptQuoted(p.number)},`,
    '  };',
    '}',
    `location.replace(${scriptJson(p.phonePage)});`,
    '</script>',
    '</body>',
    '</html>',
  ].join('\n');
}
