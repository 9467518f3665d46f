import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order of a suite split into one large project, whose files share their workers, and small ones
 * whose files each start a process or realm of their own (API: isolated and on S3; web: own realm).
 * Vitest runs projects one after the other by name, which left those few slow files (a backup round
 * trip is 30 s on PostgreSQL) to the end, one worker busy and the other idle. Here the small projects'
 * files start first; inside a project, vitest's own order holds.
 */
export class SmallProjectsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const size = new Map<string, number>();
    for (const file of sorted) size.set(file.project.name, (size.get(file.project.name) ?? 0) + 1);
    const sizeOf = (file: TestSpecification) => size.get(file.project.name)!;
    // Array.prototype.sort is stable: equal sizes keep vitest's order.
    return [...sorted].sort((a, b) => sizeOf(a) - sizeOf(b));
  }
}
