import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabBar } from './tab-bar';

const TABS = [
  { key: 'a', title: '要闻' },
  { key: 'b', title: '通知' },
  { key: 'c', title: '讲座' },
];

afterEach(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
});

describe('the tab bar', () => {
  it('scrolls the chosen tab into the row when the choice changes, not on every render', () => {
    const scrolled = vi.fn<(this: HTMLElement) => void>(function (this: HTMLElement) {});
    HTMLElement.prototype.scrollIntoView = scrolled;
    const onChange = vi.fn();
    const { rerender } = render(<TabBar tabs={TABS} active="a" onChange={onChange} />);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('tab', { name: '要闻' }));

    // The page around it renders again (a list's next page): a page scrolled down stays where it is.
    rerender(<TabBar tabs={[...TABS]} active="a" onChange={onChange} />);
    expect(scrolled).toHaveBeenCalledTimes(1);

    rerender(<TabBar tabs={TABS} active="c" onChange={onChange} />);
    expect(screen.getByRole('tab', { name: '讲座' }).getAttribute('aria-selected')).toBe('true');
    expect(scrolled).toHaveBeenCalledTimes(2);
    expect(scrolled.mock.contexts[1]).toBe(screen.getByRole('tab', { name: '讲座' }));
  });
});
