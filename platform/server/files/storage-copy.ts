import type { TObjectDriver } from './object-driver';

/**
 * Copies every object of one store into another (`npm run storage:copy`: the uploads folder into a
 * bucket). An object already there with the same size is skipped, so a copy that was cut short is
 * finished by running it again, and running it twice copies nothing twice.
 */
export async function copyObjects(from: TObjectDriver, to: TObjectDriver): Promise<{ copied: number; skipped: number }> {
  const present = new Map<string, number>();
  for await (const { key, size } of to.list()) present.set(key, size);
  const count = { copied: 0, skipped: 0 };
  for await (const { key, size } of from.list()) {
    if (present.get(key) === size) {
      count.skipped += 1;
      continue;
    }
    // Uploads are at most UPLOAD_LIMIT bytes, so one at a time in memory is fine.
    await to.put(key, Buffer.concat(await (await from.read(key)).toArray()));
    count.copied += 1;
  }
  return count;
}
