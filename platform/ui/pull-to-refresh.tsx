import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './pull-to-refresh.css';

type TStatus = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** How far the page follows the finger (half of its travel), how far it may go, and where releasing refreshes. */
const FOLLOW = 0.5;
const MAX_PULL = 120;
const RELEASE_AT = 50;
/** Height of the head while the list reloads, and how long 刷新成功 stays. */
const HEAD = 40;
const COMPLETE_MS = 500;

/** True when neither the window nor any box around `element` has been scrolled down. */
function atTop(element: HTMLElement): boolean {
  for (let node = element.parentElement; node; node = node.parentElement) if (node.scrollTop > 0) return false;
  return window.scrollY <= 0;
}

/**
 * Pull down at the top of a list to read it again (下拉刷新 → 释放立即刷新 → 加载中 → 刷新成功), as
 * antd-mobile's PullToRefresh does, in plain touch events and a CSS transition: its spring and
 * gesture libraries would add 25 KB of gzipped JS to the first load of every list page.
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const box = useRef<HTMLDivElement>(null);
  const refresh = useRef(onRefresh);
  const [pull, setPull] = useState(0);
  const [status, setStatus] = useState<TStatus>('idle');
  useEffect(() => {
    refresh.current = onRefresh;
  });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let startY: number | undefined;
    let distance = 0;
    let busy = false;
    const settle = () => {
      distance = 0;
      setPull(0);
      setStatus('idle');
    };
    const start = (event: TouchEvent) => {
      if (!busy && atTop(element)) startY = event.touches[0].clientY;
    };
    const move = (event: TouchEvent) => {
      if (startY === undefined) return;
      const travel = event.touches[0].clientY - startY;
      if (travel <= 0) return settle();
      // The page itself must not scroll (or bounce) while the list is being pulled.
      if (event.cancelable) event.preventDefault();
      distance = Math.min(travel * FOLLOW, MAX_PULL);
      setPull(distance);
      setStatus(distance >= RELEASE_AT ? 'canRelease' : 'pulling');
    };
    const end = async () => {
      if (startY === undefined) return;
      startY = undefined;
      if (distance < RELEASE_AT) return settle();
      busy = true;
      setPull(HEAD);
      setStatus('refreshing');
      try {
        await refresh.current();
        setStatus('complete');
        await new Promise((resolve) => setTimeout(resolve, COMPLETE_MS));
      } finally {
        busy = false;
        settle();
      }
    };
    element.addEventListener('touchstart', start, { passive: true });
    element.addEventListener('touchmove', move, { passive: false });
    element.addEventListener('touchend', end);
    element.addEventListener('touchcancel', end);
    return () => {
      element.removeEventListener('touchstart', start);
      element.removeEventListener('touchmove', move);
      element.removeEventListener('touchend', end);
      element.removeEventListener('touchcancel', end);
    };
  }, []);

  const dragging = status === 'pulling' || status === 'canRelease';
  return (
    <div ref={box} className="q-pull">
      <div className={`q-pull__head${dragging ? '' : ' q-pull__head--settling'}`} style={{ height: pull }} aria-live="polite">
        {status === 'idle' ? null : t(`pull.${status}`)}
      </div>
      {children}
    </div>
  );
}
