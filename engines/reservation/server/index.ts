import type { TServerEngine } from '@quad/platform/server/module';
import { reservationEngine as manifest } from '../engine';
import { defineReservationJobs } from './jobs';
import { reservationGrabAfterDrawMigration, reservationMigration, reservationPrerequisiteFormMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/**
 * The reservation engine's public API (issue 21, docs/engines.md): contested places any area builds
 * on. An area keeps its own record (a gala, a hall, a course) and one item per record here.
 */
export { saveReservationItem, reservationSettings, deleteReservationItem, type TItemOwner } from './items';
export { reservationStatus, reservationStatuses } from './status';
export { claimPlace, SOLD_OUT_MESSAGE, type TClaimInput } from './claim';
export { registerClaimGuard, type TClaimGuard } from './guards';
export { cancelClaim } from './cancel';
export { setSubscription } from './subscriptions';
export { claimPass, checkClaim, CLAIM_CODE } from './check-in';
export { reservationCounts, claimsOf, myClaims, type TClaimHolder } from './counts';
export { barredFromItem, prerequisiteForm } from './eligibility';
export { runDraw, drawResult, drawOrder, drawDigest, type TDrawResult } from './draw';

export const reservationEngine: TServerEngine = {
  messages: { en, tw },
  manifest,
  migrations: [reservationMigration, reservationPrerequisiteFormMigration, reservationGrabAfterDrawMigration],
  register: (app) => defineReservationJobs(app),
};
