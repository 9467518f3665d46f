import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text';

describe('rich text allowlist', () => {
  it('keeps paragraphs, emphasis, lists, safe links and this site’s uploaded images', () => {
    expect(sanitizeRichText('<p>开学<strong>通知</strong></p><p><img src="/site/attach?file=k1a2b3" alt="图"></p>')).toBe(
      '<p>开学<strong>通知</strong></p><p><img src="/site/attach?file=k1a2b3" alt="图" /></p>',
    );
    expect(sanitizeRichText('<ul><li>一</li><li><em>二</em></li></ul>')).toBe('<ul><li>一</li><li><em>二</em></li></ul>');
    expect(sanitizeRichText('<p><a href="/notice/index">看</a> <a href="https://x.cn/a">外</a></p>')).toBe(
      '<p><a href="/notice/index" target="_blank" rel="noopener noreferrer">看</a> <a href="https://x.cn/a" target="_blank" rel="noopener noreferrer">外</a></p>',
    );
  });

  it('lets images point only at this site’s uploads: no call a reader’s browser would make, no other host (issue 16, item 5)', () => {
    for (const src of [
      '/ncov/wap/default/save?tw=1&sfzx=1',
      '/uc/wap/login/logout',
      '/site/attach?file=k1&then=/ncov/wap/default/save',
      'https://tracker.example/pixel.png',
      '//evil.example/a.png',
      '/site/../ncov/wap/default/save?attach?file=x',
    ]) {
      expect(sanitizeRichText(`<p>前<img src="${src}">后</p>`), src).toBe('<p>前后</p>');
    }
    expect(sanitizeRichText('<img src="/a_south/attach?file=k9&amp;thumb=1">')).toBe('<p><img src="/a_south/attach?file=k9&amp;thumb=1" /></p>');
  });

  it('drops tags outside the allowlist but keeps their text and lines: div and section become paragraphs (issue 16, item 9)', () => {
    expect(sanitizeRichText('第一行<div>第二行</div>')).toBe('<p>第一行</p><p>第二行</p>');
    expect(sanitizeRichText('<div>一</div><div><br></div><div>三<br>四</div>')).toBe('<p>一</p><p><br /></p><p>三<br />四</p>');
    // What Word pastes: classes, styles, Office tags, conditional comments and a style sheet.
    const word =
      '<!--[if gte mso 9]><xml><o:OfficeDocumentSettings></o:OfficeDocumentSettings></xml><![endif]--><style>p.MsoNormal{margin:0}</style>' +
      '<p class="MsoNormal" style="margin:0cm"><span lang="EN-US" style="font-family:等线">各位同学：<o:p></o:p></span></p>' +
      '<p class="MsoNormal"><b><span style="color:red">明天</span></b><span>停课。</span></p>';
    expect(sanitizeRichText(word)).toBe('<p>各位同学：</p><p><b>明天</b>停课。</p>');
    // What the WeChat editor pastes: nested sections and spans with inline styles.
    const wechat =
      '<section style="margin:0"><section data-role="title"><h2 style="font-size:18px"><span style="color:#333">开学须知</span></h2></section>' +
      '<section><span style="letter-spacing:1px">请按时报到</span><font color="red">。</font></section></section>';
    expect(sanitizeRichText(wechat)).toBe('<h3>开学须知</h3><p>请按时报到。</p>');
    expect(sanitizeRichText('<blockquote>引<div>文</div></blockquote>')).toBe('<blockquote><p>引</p><p>文</p></blockquote>');
  });

  it('removes scripts, event handlers and dangerous addresses with nothing left to run', () => {
    const out = sanitizeRichText(
      '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">a</a><a href="java\tscript:x">b</a>' +
        '<p style="x" onclick="y">c</p><iframe src="//evil"></iframe><svg onload=alert(1)><img src="data:text/html,x">',
    );
    for (const tag of out.match(/<[^>]*>/g) ?? []) {
      expect(tag).toMatch(/^<\/?(p|a)[\s>]/);
      expect(tag).not.toMatch(/\son\w+=|javascript:|data:|style=|href=/i);
    }
    expect(out).not.toContain('alert');
    expect(out).toContain('<p>c</p>');
  });

  it('quotes attribute values so they cannot break out', () => {
    expect(sanitizeRichText(`<img src="/site/attach?file=k1" alt='x" onerror="alert(1)'>`)).toBe('<p><img src="/site/attach?file=k1" alt="x&quot; onerror=&quot;alert(1)" /></p>');
  });

  it('turns the body into plain text for inbox messages', () => {
    expect(richTextToPlain(sanitizeRichText('<p>第一段</p><p>a &lt; b</p>'))).toBe('第一段\na < b');
  });
});
