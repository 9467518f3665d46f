import { Activity, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useLocation, useMatches, useOutlet } from '@quad/platform/shell/router';
import type { TRouteHandle } from '@quad/platform/shell/area';

/** Cached pages kept alive at most; the one shown least recently goes first. */
export const MAX_KEPT_PAGES = 5;

/** Scroll position of each kept page (by address), recorded as the user scrolls. */
const scrollOf = new Map<string, number>();
/** The kept page on screen now, whose scrolling is being recorded. */
let recording: string | undefined;

if (typeof window !== 'undefined') {
  // The shell puts each page at its place itself; the browser's own restoration would fight it.
  history.scrollRestoration = 'manual';
  window.addEventListener('scroll', () => recording !== undefined && scrollOf.set(recording, window.scrollY), { passive: true });
}

/** One kept page: shown live while active, else its last rendering stays mounted but hidden. */
function KeptPage({ active, outlet }: { active: boolean; outlet: ReactNode }) {
  const [last, setLast] = useState(outlet);
  // Remembers the newest rendering while active (React's "state from the previous render" pattern).
  if (active && last !== outlet) setLast(outlet);
  return <Activity mode={active ? 'visible' : 'hidden'}>{active ? outlet : last}</Activity>;
}

/**
 * The page outlet with the cached pages of spec §2.1. A page whose route is marked `cached` is kept
 * alive when the user leaves it: React's `<Activity>` hides it and keeps its state (inputs, lists,
 * expanded items, loaded data), and coming back shows it as it was, at the same scroll position.
 * Keeping the rendered page (rather than saving its state somewhere and rebuilding it) needs no help
 * from the page itself: any page becomes cacheable by a flag in its manifest.
 *
 * `covered`: a full-page state (no data, system error) is on screen; every page stays hidden.
 */
export function KeptOutlet({ covered }: { covered: boolean }) {
  const outlet = useOutlet();
  const { pathname, search } = useLocation();
  const handle = useMatches().at(-1)?.handle as TRouteHandle | undefined;
  const current = handle?.cached ? pathname + search : undefined;
  const [kept, setKept] = useState<string[]>([]);
  if (current !== undefined && kept[kept.length - 1] !== current) {
    setKept([...kept.filter((key) => key !== current), current].slice(-MAX_KEPT_PAGES));
  }

  // Before paint: a kept page comes back where it was left, any other new page starts at the top.
  useLayoutEffect(() => {
    recording = current;
    window.scrollTo(0, current === undefined ? 0 : (scrollOf.get(current) ?? 0));
  }, [current, pathname]);

  // Pages dropped from the cache forget their place too.
  useEffect(() => {
    for (const key of scrollOf.keys()) if (!kept.includes(key)) scrollOf.delete(key);
  }, [kept]);

  return (
    <>
      {kept.map((key) => (
        <KeptPage key={key} active={!covered && key === current} outlet={outlet} />
      ))}
      {current === undefined && !covered && outlet}
    </>
  );
}
