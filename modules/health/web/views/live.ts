/** Counts and lists move while people report: read again on every visit and when the window comes back into view. */
export const LIVE = { staleTime: 0, refetchOnWindowFocus: true } as const;

/** People a role page's list shows at a time (更多 loads the next). */
export const PAGE = 20;
