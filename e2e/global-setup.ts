import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { seedDataTemplate } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded data folder every browser test's server starts from a copy of (harness.ts). */
    e2eDataTemplate: string;
  }
}

/** Seeds the demo sites once for the whole browser suite; the folder goes when the run ends. */
export default async function setup(project: TestProject) {
  const template = await seedDataTemplate();
  project.provide('e2eDataTemplate', template);
  return () => fs.rmSync(template, { recursive: true, force: true });
}
