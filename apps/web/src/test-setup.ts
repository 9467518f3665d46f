import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// antd-mobile's toasts and dialogs render as they do in the app (React 19's root API).
import '@quad/platform/shell/antd-render';

// findBy*/waitFor give up after 1 s by default: too short for antd's heavier forms on a loaded CI machine.
configure({ asyncUtilTimeout: 5_000 });

// What antd measures and jsdom does not lay out: every web unit test runs with these in place.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
})) as unknown as typeof window.matchMedia;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Every test starts from an empty page, an empty query cache, the real fetch and the real clock.
// The query client is imported late: loaded here first, it would bring request.ts in before a test's vi.mock.
afterEach(async () => {
  cleanup();
  (await import('@quad/platform/shell/query-client')).queryClient.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
