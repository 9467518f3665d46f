import type { SiteDb } from '@quad/platform/server/db/site-db';

/**
 * An area's own rule on who may take one of its places, beyond the engine's (course selection: credits,
 * time conflicts, courses done first). It runs inside the claim's transaction, after the person's limit
 * on the item was taken and before a place is, and refuses by throwing; the claim then rolls back.
 */
export type TClaimGuard = (tx: SiteDb, claim: { itemId: string; ref: string; userId: string }) => Promise<void>;

// Keyed by the owning area: a guard is code, the same for every server built in this process.
const guards = new Map<string, TClaimGuard>();

export function registerClaimGuard(app: string, guard: TClaimGuard): void {
  guards.set(app, guard);
}

export async function guardClaim(tx: SiteDb, item: { id: string; app: string; ref: string }, userId: string): Promise<void> {
  await guards.get(item.app)?.(tx, { itemId: item.id, ref: item.ref, userId });
}
