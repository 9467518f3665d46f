import { configure } from '@testing-library/react';
// antd-mobile's toasts and dialogs render as they do in the app (React 19's root API).
import './shell/antd-render';

// findBy*/waitFor give up after 1 s by default: too short for antd's heavier forms on a loaded CI machine.
configure({ asyncUtilTimeout: 5_000 });

// What antd measures and jsdom does not lay out: every web unit test runs with these in place.
window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
