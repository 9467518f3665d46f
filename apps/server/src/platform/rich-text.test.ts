import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text';

describe('rich text allowlist', () => {
  it('keeps paragraphs, emphasis, safe links and images', () => {
    expect(sanitizeRichText('<p>开学<strong>通知</strong></p><img src="https://x.cn/a.png" alt="图">')).toBe(
      '<p>开学<strong>通知</strong></p><img src="https://x.cn/a.png" alt="图">',
    );
    expect(sanitizeRichText('<a href="/notice/index">看</a>')).toBe('<a href="/notice/index" target="_blank" rel="noopener noreferrer">看</a>');
  });

  it('escapes scripts, event handlers and dangerous addresses so they show as text or vanish', () => {
    const out = sanitizeRichText(
      '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">a</a><a href="java\tscript:x">b</a>' +
        '<p style="x" onclick="y">c</p><iframe src="//evil"></iframe><svg onload=alert(1)><img src="data:text/html,x">',
    );
    // Escaped text may mention anything; what matters is that every real tag is harmless.
    for (const tag of out.match(/<[^>]*>/g) ?? []) {
      expect(tag).toMatch(/^<\/?(p|img|a)[\s>]/);
      expect(tag).not.toMatch(/\son\w+=|javascript:|data:|style=/i);
    }
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('<p>c</p>');
  });

  it('quotes attribute values so they cannot break out', () => {
    expect(sanitizeRichText(`<img src="/a.png" alt='x" onerror="alert(1)'>`)).toBe('<img src="/a.png" alt="x&quot; onerror=&quot;alert(1)">');
  });

  it('turns the body into plain text for inbox messages', () => {
    expect(richTextToPlain(sanitizeRichText('<p>第一段</p><p>a &lt; b</p>'))).toBe('第一段\na < b');
  });
});
