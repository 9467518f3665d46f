import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@quad/platform/shell/router';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { EmptyView } from '@quad/platform/ui/state-views';
import { PeopleList } from './people-list';
import { RemindAll, RemindOne } from './remind-buttons';
import { exportUrl, statusOf, viewOf } from './view-paths';
import './views.css';

/** `typeList/index?group=&role=&status=&day=&dept=`: the people of one status a role page counted, with search. */
export function TypeListPage() {
  const { t } = useTranslation('health', { keyPrefix: 'views' });
  const [params] = useSearchParams();
  const view = viewOf(params.get('group'), params.get('role'));
  const status = statusOf(params.get('status'));
  const day = params.get('day') || undefined;
  const dept = params.get('dept') || undefined;
  const [q, setQ] = useState('');
  if (!view || !status) return <EmptyView text={t('badLink')} />;
  return (
    <main className="q-page hv-page">
      <div className="hv-toolbar">
        <h1 className="hv-title">
          {t(`count.${status}`)}
          {day && <small> · {day}</small>}
        </h1>
        <a className="q-link" href={exportUrl({ ...view, day, dept, status })}>
          {t('export')}
        </a>
      </div>
      <SearchBar placeholder={t('search')} onSearch={(v) => setQ(v.trim())} onClear={() => setQ('')} />
      <PeopleList
        query={{ ...view, day, dept, status, q: q || undefined }}
        emptyText={q ? t('noMatch') : status === 'missing' ? t('allReported') : t('noData')}
        header={status === 'missing' && !q ? (total) => (
          <div className="hv-list-head">
            <span>{t('missingPeople', { count: total })}</span>
            <RemindAll view={view} day={day} dept={dept} total={total} />
          </div>
        ) : undefined}
        action={status === 'missing' ? (person) => <RemindOne view={view} day={day} uid={person.uid} name={person.realname} /> : undefined}
      />
    </main>
  );
}
