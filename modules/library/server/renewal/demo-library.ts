import type { TLibrarySystem } from './library-system';

/** The demo library lends for another 30 days from the later of today and the due date, as most libraries do. */
const RENEW_DAYS = 30;

import { addDays } from '../dates';

/**
 * The offline library of demo sites (never in production, like the ledger's demo payment provider):
 * every renewal the portal's own rules let through is granted. It keeps nothing: the portal's
 * renewal rows are what a repeat finds.
 */
export const demoLibrarySystem: TLibrarySystem = {
  renew: async ({ dueDate, today }) => ({ dueDate: addDays(dueDate > today ? dueDate : today, RENEW_DAYS), message: '' }),
};
