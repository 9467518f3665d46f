import type { TestProject } from 'vitest/node';
import { buildSeededTemplate, dropSeededTemplate, type TSeededTemplate } from './seeded-template';

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: TSeededTemplate;
  }
}

/**
 * Both API projects name this setup, and vitest runs each project's in its main process, one after
 * the other: the template seeded for the first is handed to the second (seeding takes about 10 s on
 * PostgreSQL), and dropped once the last of them has ended.
 */
const shared = globalThis as { quadSeededTemplate?: Promise<TSeededTemplate>; quadSeededTemplateUsers?: number };

/** Seeds the demo sites once for the run; every test server starts from a copy (`createTestApp`). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.quadSeededTemplate ??= buildSeededTemplate();
  const template = await shared.quadSeededTemplate;
  shared.quadSeededTemplateUsers = (shared.quadSeededTemplateUsers ?? 0) + 1;
  project.provide('seededTemplate', template);
  return async () => {
    shared.quadSeededTemplateUsers! -= 1;
    if (shared.quadSeededTemplateUsers === 0) await dropSeededTemplate(template);
  };
}
