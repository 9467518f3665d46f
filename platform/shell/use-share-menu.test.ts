import { describe, expect, it } from 'vitest';
import { shareSigningUrl } from './use-share-menu';

describe('shareSigningUrl', () => {
  it('signs the entry page on iOS and the current page elsewhere', () => {
    const entry = 'https://x.edu/site/';
    const current = 'https://x.edu/site/news/detail?id=1';
    expect(shareSigningUrl(entry, current, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) wxwork/4')).toBe(entry);
    expect(shareSigningUrl(entry, current, 'Mozilla/5.0 (Linux; Android 14) wxwork/4')).toBe(current);
  });
});
