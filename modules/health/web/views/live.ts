/** Counts and lists move while people report: read again on every visit and when the window comes back into view. */
export const LIVE = { staleTime: 0, refetchOnWindowFocus: true } as const;

/** People a role page's list reads at a time (the next page as one scrolls to the end). */
export const PAGE = 20;
