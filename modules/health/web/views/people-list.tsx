import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { PagedList } from '@quad/platform/ui/paged-list';
import type { TPerson } from '../../contract-views';
import { AbnormalTags } from './abnormal-tags';
import { detailPath } from './view-paths';
import { NoAccess } from './no-access';
import { useViewPeople, type TPeopleQuery } from '../calls/list-view-people';
import { isForbidden } from './forbidden';

/**
 * One status's people within a role page's scope, more as one scrolls: each opens their report of the
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
  return (
    <PagedList pages={people} emptyText={emptyText} keyOf={(person) => person.uid} failed={(error) => (isForbidden(error) ? <NoAccess /> : undefined)}>
      {(list, first) => (
        <>
          {header?.(first.total)}
          <ul className="hv-people">
            {list.map((person) => (
              <li key={person.uid} className="hv-person">
                <Link to={detailPath(person.uid, query.day)} className="hv-person__main">
                  <span className="hv-person__name">
                    {person.realname} <small>{person.number}</small>
                  </span>
                  <span className="hv-person__meta">{[person.deptName, person.className].filter(Boolean).join(' · ')}</span>
                  {person.reportedAt > 0 && <span className="hv-person__meta">{t('reportedAt', { time: timeParts(person.reportedAt).fullTime })}</span>}
                  <AbnormalTags reasons={person.abnormal} />
                </Link>
                {action?.(person)}
              </li>
            ))}
          </ul>
        </>
      )}
    </PagedList>
  );
}
