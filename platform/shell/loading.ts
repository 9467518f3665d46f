import { createStore } from './store';

/** How long the overlay lingers after a call ends, so back-to-back calls don't make it flicker (spec §4, §9). */
export const LOADING_HIDE_DELAY_MS = 300;

/** Calls in flight that asked for the loading overlay. */
export const loadingCount = createStore(0);

export function loadingStarted(): void {
  loadingCount.set(loadingCount.get() + 1);
}

/** Decrements 300 ms later and never below zero. */
export function loadingEnded(): void {
  setTimeout(() => loadingCount.set(Math.max(0, loadingCount.get() - 1)), LOADING_HIDE_DELAY_MS);
}
