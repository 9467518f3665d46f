import { describe, expect, it } from 'vitest';
import { parseFeed } from '../feeds/parse';
import { escapeXml, renderRss } from './presenter-rss';

describe('renderRss', () => {
  it('escapes markup and drops characters XML cannot carry, so the feed always parses', () => {
    expect(escapeXml(`a<b>&"c'\u0007\uD800`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
    const xml = renderRss({ title: '新闻 & 公告', link: 'https://x.edu/site/news/index', description: '<desc>' }, [
      {
        guid: 'g1',
        title: '</title><script>x</script>\u0001标题',
        link: 'https://x.edu/site/news/detail?id=g1&a=1',
        description: ']]> 摘要',
        published: 1_700_000_000,
      },
    ]);
    expect(xml).not.toContain('<script>');
    // Read back as any subscriber's server would store it: as plain text, scripts and brackets removed.
    expect(parseFeed(xml, 'https://x.edu/')).toEqual([
      { guid: 'g1', title: '标题', link: 'https://x.edu/site/news/detail?id=g1&a=1', summary: ']] 摘要', published: 1_700_000_000 },
    ]);
  });
});
