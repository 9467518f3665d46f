import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { PagedList } from '@quad/platform/ui/paged-list';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { useMyHistory } from '../calls/history';
import { LibraryNav } from './parts';

/** `library/history` 借阅历史: my returned loans, latest return first, searched by title, more as one scrolls. */
export function HistoryPage() {
  const { t } = useTranslation('library');
  const [q, setQ] = useState('');
  const history = useMyHistory(q);
  const first = history.data?.pages[0];
  return (
    <main className="q-page">
      <LibraryNav current="history" />
      <SearchBar placeholder={t('history.search')} onSearch={(v) => setQ(v.trim())} onClear={() => setQ('')} />
      <PagedList
        pages={history}
        emptyText={q ? t('history.noMatch', { q }) : t('history.empty')}
        keyOf={(h) => `${h.barcode}/${h.borrowDate}`}
        refresh
      >
        {(items, page) => (
          <>
            <p className="lib-note">{t('history.total', { count: page.total })}</p>
            <ul className="q-list">
              {items.map((h) => (
                <li key={`${h.barcode}/${h.borrowDate}`}>
                  <article className="q-list-card lib-book" aria-label={h.title}>
                    <span className="lib-book__title">{h.title}</span>
                    <span className="q-meta">{[h.author, h.callNumber].filter(Boolean).join(' · ')}</span>
                    <span className="q-meta">{t('history.dates', { borrowed: h.borrowDate, returned: h.returnDate })}</span>
                  </article>
                </li>
              ))}
            </ul>
          </>
        )}
      </PagedList>
      {first && (
        <footer className="lib-footer">
          <DataUpdatedAt updatedAt={first.updatedAt} failed={first.failed} />
        </footer>
      )}
    </main>
  );
}
