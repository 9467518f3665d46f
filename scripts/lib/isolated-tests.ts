/**
 * The API test files that run each in a process of its own. The others share one process per
 * worker (`isolate: false`): importing the whole server took longer than the tests themselves, once
 * per file. These cannot share: they replace modules (`vi.mock`), or read what a module loads once
 * per process (the lint rules' map of who owns which table, in scripts/checks). A new test file that
 * mocks a module must be named here; scripts/checks/isolated-tests.test.ts fails until it is.
 */
export const ISOLATED_TESTS = [
  'scripts/checks/**/*.test.ts',
  'modules/health/server/report/reminders.test.ts',
  'modules/health/server/settings/setup.test.ts',
  'modules/notice/server/publish-whole.test.ts',
];
