import { useEffect, useRef, type KeyboardEvent } from 'react';
import './tab-bar.css';

export interface TTab {
  key: string;
  title: string;
}

/**
 * A row of tabs over a phone list (news channels, video categories, a role page's lists): the active
 * one underlined, scrolling sideways when they do not fit, arrow keys moving between them as a screen
 * reader's tablist expects. antd-mobile's Tabs animate the underline with a spring library that adds
 * 17 KB of gzipped JS to the page's first load; a CSS underline does the same work here.
 */
export function TabBar({
  tabs,
  active,
  onChange,
  look = 'line',
  label,
}: {
  tabs: TTab[];
  active: string;
  onChange: (key: string) => void;
  /** Underlined (lists' tabs), or pills (categories to filter by, like antd-mobile's CapsuleTabs). */
  look?: 'line' | 'capsule';
  /** What the tabs choose, for a screen reader (the row's name). */
  label?: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  // The chosen tab scrolls into the row when the choice changes, not on every render: a list loading
  // its next page re-renders the bar, and 'nearest' would pull a page scrolled past it back up.
  useEffect(() => {
    list.current?.querySelector<HTMLButtonElement>('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    onChange(next.key);
    list.current?.querySelector<HTMLButtonElement>(`[data-key="${CSS.escape(next.key)}"]`)?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className={`q-tab-bar q-tab-bar--${look}`}>
      {tabs.map((tab, index) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            data-key={tab.key}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={`q-tab-bar__tab${selected ? ' q-tab-bar__tab--active' : ''}`}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.title}
          </button>
        );
      })}
    </div>
  );
}
