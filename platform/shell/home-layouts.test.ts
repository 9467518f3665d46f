import { describe, expect, it } from 'vitest';
import { HOME_LAYOUTS, HOME_WIDGETS, homeLayout } from './home-layouts';

describe('home layouts', () => {
  it("uses the site's template, and the default for an unknown or missing one", () => {
    expect(homeLayout('xidian')).toEqual(HOME_LAYOUTS.xidian);
    expect(homeLayout('no-such-template')).toEqual(HOME_LAYOUTS.default);
    expect(homeLayout(undefined)).toEqual(HOME_LAYOUTS.default);
  });

  it('names only widgets that exist, each once, with the banner on top', () => {
    for (const [name, layout] of Object.entries(HOME_LAYOUTS)) {
      expect(layout.every((w) => (HOME_WIDGETS as readonly string[]).includes(w)), name).toBe(true);
      expect(new Set(layout).size, name).toBe(layout.length);
      expect(layout[0], name).toBe('banner');
    }
  });
});
