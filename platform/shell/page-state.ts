import { createStore } from './store';

/**
 * A screen that replaces the current page until the next navigation: the no-data page of
 * `locationErr` calls and the full-page 系统异常 (spec §8).
 */
export type TPageState = 'noData' | 'systemError' | null;

export const pageState = createStore<TPageState>(null);
