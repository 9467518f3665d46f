import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { SearchForm } from './search-form';

it('applies the filters on Enter or the 查询 button, staying on the page', () => {
  const onSearch = vi.fn();
  render(
    <SearchForm onSearch={onSearch}>
      <input aria-label="关键词" />
      <button type="submit">查询</button>
    </SearchForm>,
  );
  const submitted = fireEvent.submit(screen.getByLabelText('关键词'));
  fireEvent.click(screen.getByText('查询'));
  expect(onSearch).toHaveBeenCalledTimes(2);
  // A cancelled submit event: the browser does not load the form's action.
  expect(submitted).toBe(false);
  expect(screen.getByRole('search')).toBeTruthy();
});
