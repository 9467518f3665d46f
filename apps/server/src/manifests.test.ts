import { expect, it } from 'vitest';
import { serverModules } from './modules.gen';

/** Objects written with their keys in alphabetical order: the order a manifest lists its fields in means nothing. */
const sortedKeys = (_key: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))) : value;

/**
 * Every area's manifest as the server and the web read it (routes, page titles and options, console
 * screens, app keys): a change of how manifests are written must leave these as they are, and a page
 * added or retitled shows here for review (`npx vitest run -u` after checking the difference).
 */
it('the manifests of the areas are the ones recorded', async () => {
  await expect(JSON.stringify(serverModules.map((m) => m.manifest), sortedKeys, 1)).toMatchFileSnapshot('./manifests.snapshot.json');
});
