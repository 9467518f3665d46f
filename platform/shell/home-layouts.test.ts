import { describe, expect, it } from 'vitest';
import { HOME_LAYOUTS, homeLayout } from './home-layouts';

describe('home layouts', () => {
  it("uses the site's template, and the default for an unknown or missing one", () => {
    expect(homeLayout('xidian')).toEqual(HOME_LAYOUTS.xidian);
    expect(homeLayout('no-such-template')).toEqual(HOME_LAYOUTS.default);
    expect(homeLayout(undefined)).toEqual(HOME_LAYOUTS.default);
  });

  // That they name only widgets some area offers is apps/web/src/modules.gen.test.ts: areas offer them.
  it('names each widget once, with the banner on top', () => {
    for (const [name, layout] of Object.entries(HOME_LAYOUTS)) {
      expect(new Set(layout).size, name).toBe(layout.length);
      expect(layout[0], name).toBe('banner');
    }
  });
});
