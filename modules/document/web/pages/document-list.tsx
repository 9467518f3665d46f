import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Link } from '@quad/platform/shell/router';
import { PagedList } from '@quad/platform/ui/paged-list';
import { DocumentTabs, type TDocumentList } from './document-tabs';
import '@quad/platform/ui/list-detail.css';
import '../document.css';

/** What one line of a list shows: where it opens, its title (with a state tag) and the lines under it. */
export interface TDocumentCard {
  to: string;
  title: string;
  tag?: ReactNode;
  lines: ReactNode;
}

/** 待办, 已办, 我发起的 and 待阅: the tabs over one paged list of cards, each opening its request. */
export function DocumentList<P extends { list: { id: string }[]; total: number }>({
  active,
  pages,
  emptyText,
  card,
}: {
  active: TDocumentList;
  pages: UseInfiniteQueryResult<InfiniteData<P>>;
  emptyText: string;
  card: (item: P['list'][number]) => TDocumentCard;
}) {
  return (
    <main className="q-page">
      <DocumentTabs active={active} />
      <PagedList pages={pages} emptyText={emptyText} refresh>
        {(items) => (
          <ul className="q-list">
            {items.map((item) => {
              const { to, title, tag, lines } = card(item);
              return (
                <li key={item.id}>
                  <Link to={to} className="q-list-card doc-item">
                    <span className="doc-item__head">
                      <span className="doc-item__title">{title}</span>
                      {tag}
                    </span>
                    {lines}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </PagedList>
    </main>
  );
}
