/**
 * The life of a piece a school publishes (a news article, a notice): written as a draft, sent for
 * review by people who may only write, published at once or at a set time by people who publish,
 * withdrawn. A rejected piece goes back to draft with the reviewer's note.
 */
export const EDITORIAL_STATUSES = ['draft', 'pending', 'scheduled', 'published', 'withdrawn'] as const;
export type TEditorialStatus = (typeof EDITORIAL_STATUSES)[number];
