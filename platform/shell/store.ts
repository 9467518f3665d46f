import { useSyncExternalStore } from 'react';

/** A value the shell's non-React code (request(), route effects) sets and React screens read. */
export interface TStore<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): TStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const useStore = <T>(store: TStore<T>): T => useSyncExternalStore(store.subscribe, store.get, store.get);
