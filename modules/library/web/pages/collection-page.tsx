import { useTranslation } from 'react-i18next';
import { EmptyView } from '@quad/platform/ui/state-views';
import { useMyCollection } from '../calls/shelf';
import { LibraryPage } from './parts';

/** `library/collection` 我的收藏: the titles I kept, latest first, with whether a copy is on the shelf and where. */
export function CollectionPage() {
  const { t } = useTranslation('library');
  const collection = useMyCollection();
  return (
    <LibraryPage current="collection" query={collection}>
      {(data) =>
        data.list.length === 0 ? (
          <EmptyView text={t('collection.empty')} />
        ) : (
          <ul className="q-list">
            {data.list.map((book) => (
              <li key={book.callNumber}>
                <article className="q-list-card lib-book" aria-label={book.title}>
                  <div className="lib-book__row">
                    <span className="lib-book__title">{book.title}</span>
                    {book.shelfStatus && (
                      <span className={`lib-tag ${book.shelfStatus === '在架' ? 'lib-tag--ready' : 'lib-tag--closed'}`}>
                        {book.shelfStatus}
                      </span>
                    )}
                  </div>
                  <span className="q-meta">
                    {[book.author, book.callNumber, book.isbn && `ISBN ${book.isbn}`].filter(Boolean).join(' · ')}
                  </span>
                  {book.location && <span className="q-meta">{t('collection.location', { location: book.location })}</span>}
                  {book.savedAt && <span className="q-meta">{t('collection.savedAt', { date: book.savedAt })}</span>}
                </article>
              </li>
            ))}
          </ul>
        )
      }
    </LibraryPage>
  );
}
