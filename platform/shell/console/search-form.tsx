import type { ReactNode } from 'react';

/**
 * The filters above a console list as one search form: Enter in any of them, or a submit button
 * among them, applies them all (`onSearch` reads the fields' own state).
 */
export function SearchForm({ onSearch, children }: { onSearch: () => void; children: ReactNode }) {
  return (
    <form
      className="adm-toolbar"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      {children}
    </form>
  );
}
