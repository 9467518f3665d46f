import fs from 'node:fs';
import path from 'node:path';

/**
 * Web test files that need a realm of their own (see vitest.config.ts): each runs in a fresh process,
 * not in a VM context of a shared worker, because
 * - it mocks modules (`vi.mock`): in a shared worker a mock of one file can outlive it into the next
 *   (vitest 4.1), or a module another file loaded first stays unmocked;
 * - it replaces `window.location` to see where a page sends the browser (a VM context's is fixed);
 * - its screen imports `@ant-design/icons`, whose CommonJS build (loaded through antd's) requires the
 *   ES build of `@ant-design/colors` when the VM's loader resolves it (listed by hand below).
 */
const NEEDS_OWN_REALM = /\bvi\.mock\(|vi\.stubGlobal\(\s*'location'/;

const ICON_SCREENS = [
  'apps/web/src/area-pages.test.ts',
  'apps/web/src/example-area.test.tsx',
  'platform/shell/console/console-frame.test.tsx',
  'platform/shell/console/records-toolbar.test.tsx',
  'engines/workflow/web/console/definition-editor.test.tsx',
  'modules/answer/web/console/manage-screen.test.tsx',
  'modules/course/web/console/terms-screen.test.tsx',
  'modules/document/web/console/flows-screen.test.tsx',
  'modules/health/web/console/settings-screen.test.tsx',
  'modules/lottery/web/console/manage-screen.test.tsx',
  'modules/partydues/web/console/members-screen.test.tsx',
  'modules/payment/web/console/item-drawer.test.tsx',
  'modules/payment/web/console/items-screen.test.tsx',
  'modules/ticket/web/console/events-screen.test.tsx',
  'modules/vote/web/console/results-screen.test.tsx',
];

/** Where web tests live (vitest.config.ts's WEB_TESTS, as one pattern over repo paths). */
const WEB_TEST = /^(apps\/web\/src|platform\/(shell|ui)|engines\/[^/]+\/web|modules\/[^/]+\/web)\/.*\.test\.tsx?$/;

export function ownRealmWebTests(root: string): string[] {
  const found = ['apps/web/src', 'platform', 'engines', 'modules'].flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
      .filter((file) => WEB_TEST.test(file) && !file.includes('/node_modules/')),
  );
  const needing = found.filter((file) => NEEDS_OWN_REALM.test(fs.readFileSync(path.join(root, file), 'utf8')));
  return [...new Set([...needing, ...ICON_SCREENS])];
}
