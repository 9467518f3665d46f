import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { timeParts } from '@quad/platform/shell/time';
import { EmptyView, ErrorView } from '@quad/platform/ui/state-views';
import type { TPerson } from '../../contract-views';
import { detailPath } from './view-paths';
import { NoAccess } from './no-access';
import { useViewPeople, type TPeopleQuery } from '../calls/list-view-people';
import { isForbidden } from './forbidden';

/** What a list shows while its first page loads. */
export function ListSkeleton() {
  return (
    <div className="hv-skeleton" aria-hidden="true">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={4} animated />
    </div>
  );
}

/**
 * One status's people within a role page's scope, 20 at a time: each opens their report of the
 * day; `action` adds a control beside a person (提醒 on the 未上报 list), `header` a line above
 * that knows the total.
 */
export function PeopleList({
  query,
  emptyText,
  action,
  header,
}: {
  query: TPeopleQuery;
  emptyText: string;
  action?: (person: TPerson) => ReactNode;
  header?: (total: number) => ReactNode;
}) {
  const { t } = useTranslation('health', { keyPrefix: 'views' });
  const people = useViewPeople(query);
  if (people.isPending) return <ListSkeleton />;
  if (people.isError) return isForbidden(people.error) ? <NoAccess /> : <ErrorView error={people.error} onRetry={() => void people.refetch()} />;
  const total = people.data.pages[0]?.total ?? 0;
  const list = people.data.pages.flatMap((page) => page.list);
  if (total === 0) return <EmptyView text={emptyText} />;
  return (
    <>
      {header?.(total)}
      <ul className="hv-people">
        {list.map((person) => (
          <li key={person.uid} className="hv-person">
            <Link to={detailPath(person.uid, query.day)} className="hv-person__main">
              <span className="hv-person__name">
                {person.realname} <small>{person.number}</small>
              </span>
              <span className="hv-person__meta">{[person.deptName, person.className].filter(Boolean).join(' · ')}</span>
              {person.reportedAt > 0 && <span className="hv-person__meta">{t('reportedAt', { time: timeParts(person.reportedAt).fullTime })}</span>}
              {person.abnormal.length > 0 && (
                <span className="hv-tags">
                  {person.abnormal.map((reason) => (
                    <span key={reason} className="hv-tag hv-tag--danger">
                      {reason}
                    </span>
                  ))}
                </span>
              )}
            </Link>
            {action?.(person)}
          </li>
        ))}
      </ul>
      {people.hasNextPage && (
        <button type="button" className="q-link hv-more" onClick={() => void people.fetchNextPage()} disabled={people.isFetchingNextPage}>
          {people.isFetchingNextPage ? t('loading') : t('more', { shown: list.length, total })}
        </button>
      )}
    </>
  );
}
