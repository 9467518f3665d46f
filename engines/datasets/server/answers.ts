import { defineSiteCache } from '@quad/platform/server/cache/site-cache';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { JsonText } from '@quad/platform/server/http/json-text';
import { loadMember } from '@quad/platform/server/identity/audience';

interface TKeptAnswer {
  inputs: readonly unknown[];
  text: JsonText;
}

/**
 * Answers made from a person's own rows (my scores, my week), kept as JSON text: at a score release a
 * student opens the page again and again, and making and serializing the answer was most of a read.
 * A few thousand people's are kept; every load, failed load and rollback of any kind forgets the
 * site's (`forgetAnswers`), so an answer never outlives the rows it was made from.
 */
const answers = defineSiteCache<TKeptAnswer>({ name: 'datasets-own-answers', ttlMs: 5 * 60_000, max: 3000 });

export interface TAnswerSpec {
  /** The answer's name, and which of its kinds (`as` and `week` of a week grid). */
  name: string;
  variant?: string;
  /**
   * What else it is made from besides the rows: objects as their own caches keep them (the site's rules,
   * its calendar) and plain values (today). A kept answer made from others is made again.
   */
  inputs: readonly unknown[];
}

/**
 * The person's answer `spec.name`: the kept text when it was made from the same inputs, else `make()`'s
 * answer serialized and kept. `make` reads the rows itself (myRows), by the same person.
 */
export async function myAnswer(siteDb: SiteDb, userId: string, spec: TAnswerSpec, make: () => Promise<unknown>): Promise<JsonText> {
  const { username } = await loadMember(siteDb, userId);
  const madeFromThese = (kept: TKeptAnswer) =>
    kept.inputs.length === spec.inputs.length && kept.inputs.every((input, i) => input === spec.inputs[i]);
  const kept = await answers.read(
    siteDb,
    // Rows are found by username; someone without one has none, and is kept apart all the same.
    `${spec.name}\u0000${spec.variant ?? ''}\u0000${username || `#${userId}`}`,
    async () => ({ inputs: spec.inputs, text: new JsonText(JSON.stringify(await make())) }),
    madeFromThese,
  );
  return kept.text;
}

/** After the site's rows changed (a new version, a failed load, a rollback): every instance makes its answers afresh. */
export const forgetAnswers = (siteDb: SiteDb) => answers.evict(siteDb);
