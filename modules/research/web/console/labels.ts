import type { TFunction } from 'i18next';
import { PROJECT_LEVELS } from '../../rules';

/** A project level's or a paper index's name, whichever the value is. */
export const categoryLabel = (t: TFunction, category: string) => t((PROJECT_LEVELS as readonly string[]).includes(category) ? `level.${category}` : `index.${category}`);

/** The years a filter offers: this one and the five before. */
export const recentYears = (now = new Date()) => Array.from({ length: 6 }, (_, i) => String(now.getFullYear() - i));
