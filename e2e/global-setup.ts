import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { seedDataTemplate, startSharedBrowser } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded data folder every browser test's server starts from a copy of (harness.ts). */
    e2eDataTemplate: string;
    /** Where the suite's one chromium takes connections (harness.ts). */
    e2eBrowser: string;
  }
}

/** Seeds the demo sites and starts chromium once for the whole browser suite; both go when the run ends. */
export default async function setup(project: TestProject) {
  const [template, browser] = await Promise.all([seedDataTemplate(), startSharedBrowser()]);
  project.provide('e2eDataTemplate', template);
  project.provide('e2eBrowser', browser.wsEndpoint());
  return async () => {
    await browser.close();
    fs.rmSync(template, { recursive: true, force: true });
  };
}
