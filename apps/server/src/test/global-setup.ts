import type { TestProject } from 'vitest/node';
import { buildSeededTemplate, dropSeededTemplate, type TSeededTemplate } from './seeded-template';

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: TSeededTemplate;
  }
}

/** Seeds the demo sites once for the run; every test server starts from a copy (`createTestApp`). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await buildSeededTemplate();
  project.provide('seededTemplate', template);
  return () => dropSeededTemplate(template);
}
