/**
 * Research's rules both sides run without zod (the phone shows the points the server counts): the
 * browser build keeps only a contract's calls and plain data, so what pages compute lives here.
 */
export const PROJECT_LEVELS = ['national', 'provincial', 'school', 'horizontal'] as const;
export type TProjectLevel = (typeof PROJECT_LEVELS)[number];

export const PAPER_INDEXES = ['sci', 'ei', 'ssci', 'cssci', 'core', 'other'] as const;
export type TPaperIndex = (typeof PAPER_INDEXES)[number];

/** What a points rule prices: a project of a level or a paper indexed somewhere. */
export type TPointsItem = TProjectLevel | TPaperIndex;
export type TPoints = Record<TPointsItem, number>;

/** Points until the research office sets its own (console 工作量分值). */
export const DEFAULT_POINTS: TPoints = {
  national: 100,
  provincial: 50,
  school: 20,
  horizontal: 30,
  sci: 40,
  ei: 30,
  ssci: 40,
  cssci: 30,
  core: 15,
  other: 5,
};

/** A member of a project, or an author after the first, earns this share of the item's points. */
export const SHARED_PART = 0.5;

/** One item's points for its person: full for the project's leader or the paper's first author. */
export const itemPoints = (points: number, leading: boolean): number => (leading ? points : points * SHARED_PART);

/** The largest budget one declaration may ask for, in 元. */
export const MAX_BUDGET = 100_000_000;

/** DOIs as Crossref prints them: `10.` then a registrant code, a slash and the item's suffix. */
export const DOI_PATTERN = /^10\.\d{4,9}\/[^\s]+$/;
