import { createElement, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from './router';
import { vi } from 'vitest';
import { queryClient } from './query-client';

/**
 * A fake server for a phone list test: `path` answers `{ list, total, ...extra }` for the page and size
 * asked, out of `total` items made by `item(1…total)`. Answers the pages asked so far, in order.
 */
export function serveListPages(path: string, total: number, item: (n: number) => unknown, extra: Record<string, unknown> = {}) {
  const asked: number[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const address = new URL(url, 'http://localhost');
      const input = { ...Object.fromEntries(address.searchParams), ...(typeof init?.body === 'string' ? (JSON.parse(init.body) as object) : {}) };
      if (address.pathname !== path) return new Response(JSON.stringify({ e: 10004, m: '不存在', d: {} }));
      const { page, size } = input as { page: string; size: string };
      asked.push(Number(page));
      const from = (Number(page) - 1) * Number(size) + 1;
      const list = Array.from({ length: Math.max(0, Math.min(Number(size), total - from + 1)) }, (_, i) => item(from + i));
      return new Response(JSON.stringify({ e: 0, m: '', d: { list, total, ...extra } }));
    }),
  );
  // jsdom lays nothing out, so every element sits in view; antd-mobile's InfiniteScroll only skips a
  // detached one (no offsetParent, which jsdom never sets): give it one, as a browser with the end in view would.
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
    return this.parentElement;
  });
  return () => asked;
}

/** Renders a phone page at `path` with the query cache and a router, as the shell holds it (a .ts file: no JSX). */
export const renderPage = (page: ReactElement, path: string) =>
  render(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(RouterProvider, { router: createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] }) }),
    ),
  );
