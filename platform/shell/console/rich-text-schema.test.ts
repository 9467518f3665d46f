import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/react';
import { RICH_TEXT_TAGS } from '@quad/contracts/rich-text';
import { RICH_TEXT_EXTENSIONS } from './rich-text-schema';

const editors: Editor[] = [];
/** What the editor keeps of some HTML: pasting and loading both read it into the same document model. */
function kept(html: string): string {
  const editor = new Editor({ extensions: RICH_TEXT_EXTENSIONS, content: html });
  editors.push(editor);
  return editor.getHTML();
}
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

const tagsOf = (html: string) => new Set([...html.matchAll(/<([a-z0-9]+)/g)].map((m) => m[1]));

describe('the console rich-text editor (issue 16, item 9)', () => {
  it('makes only tags the server keeps, whatever it is given', () => {
    const everything =
      '<h1>标题</h1><h3>小标题</h3><h4>小节</h4><p><strong>粗</strong><em>斜</em><u>下划线</u><s>删除</s><code>代码</code><br>换行</p>' +
      '<ul><li>一</li></ul><ol><li>二</li></ol><blockquote><p>引</p></blockquote><pre><code>x</code></pre><hr>' +
      '<p><a href="https://example.edu/a">链接</a><img src="/site/attach?file=k1a2" alt="图"></p><table><tr><td>格</td></tr></table>';
    const html = kept(everything);
    for (const tag of tagsOf(html)) expect(RICH_TEXT_TAGS as readonly string[], `<${tag}>`).toContain(tag);
    for (const text of ['标题', '粗', '删除', '代码', '换行', '一', '二', '引', '链接', '格']) expect(html).toContain(text);
  });

  it('reads pasted Word and WeChat markup as clean paragraphs: no div, span, style or class', () => {
    expect(kept('第一行<div>第二行</div>')).toBe('<p>第一行</p><p>第二行</p>');
    const word =
      '<style>p.MsoNormal{margin:0}</style><p class="MsoNormal" style="margin:0cm"><span lang="EN-US" style="font-family:等线">各位同学：<o:p></o:p></span></p>' +
      '<p class="MsoNormal"><b><span style="color:red">明天</span></b><span>停课。</span></p>';
    expect(kept(word)).toBe('<p>各位同学：</p><p><strong>明天</strong>停课。</p>');
    const wechat = '<section style="margin:0"><section><span style="letter-spacing:1px">请按时报到</span></section><section><span>带好证件</span></section></section>';
    expect(kept(wechat)).toBe('<p>请按时报到</p><p>带好证件</p>');
  });

  it('keeps pictures of this site’s uploads only, and web or site links only', () => {
    expect(kept('<p>甲<img src="https://tracker.example/p.png">乙<img src="/ncov/wap/default/save?tw=1">丙</p>')).toBe('<p>甲乙丙</p>');
    expect(kept('<p><img src="/site/attach?file=k1a2"></p>')).toBe('<p><img src="/site/attach?file=k1a2"></p>');
    expect(kept('<p><a href="javascript:alert(1)">坏</a><a href="/site/notice/index">好</a></p>')).toBe(
      '<p>坏<a target="_blank" rel="noopener noreferrer" href="/site/notice/index">好</a></p>',
    );
  });
});
