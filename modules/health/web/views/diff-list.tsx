import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import type { TRolePage } from '../../module';
import { PagedList } from '@quad/platform/ui/paged-list';
import { detailPath } from './view-paths';
import { changeText } from './view-model';
import { useViewDiff } from '../calls/list-view-diff';

/** 变化: who answered differently from their previous report, each change as field: before → after. */
export function DiffList({ role, day, dept }: { role: TRolePage; day?: string; dept?: string }) {
  const { t } = useTranslation('health', { keyPrefix: 'views' });
  const diff = useViewDiff({ role, day, dept });
  return (
    <PagedList pages={diff} emptyText={t('noChanges')} keyOf={(person) => person.uid}>
      {(list, first) => (
        <>
          <p className="hv-list-head">{t('changedPeople', { count: first.total })}</p>
          <ul className="hv-people">
            {list.map((person) => (
              <li key={person.uid} className="hv-person">
                <Link to={detailPath(person.uid, day)} className="hv-person__main">
                  <span className="hv-person__name">
                    {person.realname} <small>{person.number}</small>
                  </span>
                  {person.previousDay && <span className="hv-person__meta">{t('comparedWith', { day: person.previousDay })}</span>}
                  <ul className="hv-changes">
                    {person.changes.map((change) => (
                      <li key={change.param}>{changeText(change)}</li>
                    ))}
                  </ul>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </PagedList>
  );
}
