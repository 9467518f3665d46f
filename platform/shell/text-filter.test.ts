import { describe, expect, it } from 'vitest';
import { filterText, safeImageSrc } from './text-filter';

/** Classic payloads (OWASP filter-evasion cheat sheet and friends). */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="jav&#x09;ascript:alert(1)">',
  '<img src="jav&#x0A;ascript:alert(1)">',
  '<img src=" &#14;  javascript:alert(1)">',
  '<img src="JaVaScRiPt:alert(1)">',
  '<img src="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">',
  '<img src="vbscript:msgbox(1)">',
  '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">点我</a>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<<script>alert(1)//<</script>',
  '<br onclick=alert(1)>',
  '<img/src="x"/onerror=alert(1)>',
  '"><img src=x onerror=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<template><img src=x onerror=alert(1)></template>',
  '<img src="x` `<script>alert(1)</script>"` `>',
];

/** Renders the filtered text the way screens do and inspects what the browser made of it. */
function render(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = filterText(html);
  return host;
}

describe('text filter (spec §5)', () => {
  it('keeps line breaks and images, drops every other tag but keeps its text', () => {
    expect(filterText('第一行<br>第二行<br/><b>粗体</b><p>段落</p><img src="/a.png" alt="x" width="10">')).toBe(
      '第一行<br>第二行<br>粗体段落<img src="/a.png">',
    );
  });

  it('escapes text so it stays text', () => {
    expect(filterText('1 &lt; 2 &amp;&amp; 3 > 2')).toBe('1 &lt; 2 &amp;&amp; 3 &gt; 2');
  });

  it('returns an empty string for nothing', () => {
    expect(filterText('')).toBe('');
    expect(filterText(null)).toBe('');
    expect(filterText(undefined)).toBe('');
  });

  it.each(XSS_CORPUS)('leaves nothing executable in %s', (payload) => {
    const host = render(payload);
    for (const element of Array.from(host.querySelectorAll('*'))) {
      expect(['BR', 'IMG']).toContain(element.tagName);
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name).toBe('src');
        expect(safeImageSrc(attribute.value)).toBe(attribute.value);
        // eslint-disable-next-line no-control-regex -- control characters hide schemes
        expect(attribute.value.toLowerCase().replace(/[\s\u0000-\u001f]/g, '')).not.toMatch(
          /^(javascript|vbscript|data:text|data:image\/svg)/,
        );
      }
    }
  });

  it('allows web, site and raster data image sources only', () => {
    expect(safeImageSrc('https://example.edu/a.png')).toBe('https://example.edu/a.png');
    expect(safeImageSrc('/site/attach?file=all/1.png')).toBe('/site/attach?file=all/1.png');
    expect(safeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(safeImageSrc('data:image/svg+xml;base64,PHN2Zz4=')).toBeUndefined();
    expect(safeImageSrc(' java\tscript:alert(1)')).toBeUndefined();
    expect(safeImageSrc('')).toBeUndefined();
  });
});
