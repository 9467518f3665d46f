import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../shell/i18n';
import { PullToRefresh } from './pull-to-refresh';

beforeAll(() => {
  setupI18n('zh');
});

/** A finger put down on the list, moved `travel` px down, and lifted. */
function pull(element: HTMLElement, travel: number) {
  fireEvent.touchStart(element, { touches: [{ clientY: 100 }] });
  fireEvent.touchMove(element, { touches: [{ clientY: 100 + travel }] });
}
const lift = (element: HTMLElement) => act(async () => void fireEvent.touchEnd(element, { touches: [] }));

/** A list of one notice under the pull; answers the notice's element, where the finger goes down. */
function renderList(text: string, onRefresh: () => Promise<void>): HTMLElement {
  render(
    <PullToRefresh onRefresh={onRefresh}>
      <p>{text}</p>
    </PullToRefresh>,
  );
  return screen.getByText(text);
}

describe('pull to refresh', () => {
  it('says what releasing will do, reloads once released far enough, and says it is done', async () => {
    let finish = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const list = renderList('第一条通知', onRefresh);
    pull(list, 40);
    expect(screen.getByText('下拉刷新')).toBeTruthy();
    pull(list, 160);
    expect(screen.getByText('释放立即刷新')).toBeTruthy();
    await lift(list);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('加载中…')).toBeTruthy();
    await act(async () => finish());
    expect(await screen.findByText('刷新成功')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText('刷新成功')).toBeNull());
  });

  it('does nothing for a short pull, or when the page is scrolled down', async () => {
    const onRefresh = vi.fn(async () => {});
    const list = renderList('第二条通知', onRefresh);
    pull(list, 60);
    await lift(list);
    vi.stubGlobal('scrollY', 300);
    pull(list, 300);
    await lift(list);
    vi.unstubAllGlobals();
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByText('下拉刷新')).toBeNull();
  });
});
