import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '@quad/platform/shell/router';
import { PullToRefresh } from '@quad/platform/ui/pull-to-refresh';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { TabBar } from '@quad/platform/ui/tab-bar';
import { timeParts } from '@quad/platform/shell/time';
import { EmptyView, ErrorView } from '@quad/platform/ui/state-views';
import { DayPicker } from './day-picker';
import { DiffList } from './diff-list';
import { NoAccess } from './no-access';
import { PeopleList } from './people-list';
import { RemindAll, RemindOne } from './remind-buttons';
import { SummaryCards } from './summary-cards';
import { TrendCard } from './trend-card';
import { UnitRows } from './unit-rows';
import { useViewParams } from './use-view-params';
import { exportUrl, listPath, viewRouteOf, type TViewRoute } from './view-paths';
import { rowAction, type TSummaryRow } from './view-model';
import { refreshViews, useViewSummary } from '../calls/get-view-summary';
import { isForbidden } from './forbidden';
import './views.css';

/**
 * `<group>/<role>` (spec §2.2: instructor, leader, manager, fenji of every report group): one page for
 * all of them, the group and role read from the route; the server decides the scope (instructor: their
 * classes, leader: their department, manager: everyone) and refuses someone without the role.
 */
export function RoleViewPage() {
  const { t } = useTranslation('health', { keyPrefix: 'views' });
  const view = viewRouteOf(useLocation().pathname);
  if (!view) return <EmptyView text={t('noData')} />;
  return <RoleView key={`${view.group}/${view.role}`} view={view} />;
}

function RoleView({ view }: { view: TViewRoute }) {
  const { t } = useTranslation('health', { keyPrefix: 'views' });
  const navigate = useNavigate();
  const { day, dept, deptName, tab, update } = useViewParams();
  const summary = useViewSummary({ ...view, day, dept });

  if (summary.isError && isForbidden(summary.error))
    return (
      <main className="q-page">
        <NoAccess />
      </main>
    );
  const shownDay = summary.data?.day ?? day ?? '';
  const openRow = (row: TSummaryRow) => {
    const action = rowAction(view.role, row, !!dept);
    if (action === 'drill') update({ dept: row.id, deptName: row.name });
    else if (action === 'list') void navigate(listPath(view, 'missing', shownDay, row.id));
  };

  return (
    <main className="q-page hv-page">
      <div className="hv-toolbar">
        <DayPicker value={shownDay} today={timeParts(new Date()).noTime} onChange={(picked) => update({ day: picked })} />
        <a className="q-link" href={exportUrl({ ...view, day, dept, status: 'all' })}>
          {t('export')}
        </a>
      </div>
      {dept && (
        <nav className="hv-crumbs" aria-label={t('crumbs')}>
          <button type="button" className="q-link" onClick={() => update({ dept: undefined, deptName: undefined })}>
            {t('all')}
          </button>
          <span aria-hidden="true">›</span>
          <span aria-current="page">{deptName}</span>
        </nav>
      )}
      <PullToRefresh onRefresh={refreshViews}>
        {summary.isPending ? (
          <div className="hv-skeleton" aria-busy="true">
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={6} animated />
          </div>
        ) : summary.isError ? (
          <ErrorView error={summary.error} onRetry={() => void summary.refetch()} />
        ) : (
          <>
            <p className="hv-deadline">
              {t(`kind.${summary.data.kind}`)} · {t('deadline', { time: summary.data.deadline })}
            </p>
            <SummaryCards view={view} summary={summary.data} dept={dept} />
            {/* The base profile is filled once: it has no day-by-day trend. */}
            {summary.data.kind !== 'base' && <TrendCard view={view} day={shownDay} dept={dept} />}
            <section className="q-card">
              <h2 className="q-card__title">{t(summary.data.rows[0]?.kind === 'class' ? 'byClass' : 'byDepartment')}</h2>
              {summary.data.rows.length === 0 ? <EmptyView text={t('noData')} /> : <UnitRows rows={summary.data.rows} openable={(row) => rowAction(view.role, row, !!dept) !== 'none'} onOpen={openRow} />}
            </section>
            <section className="q-card hv-tabs">
              <TabBar
                tabs={[
                  { key: 'missing', title: t('tab.missing', { count: summary.data.totals.missing }) },
                  { key: 'abnormal', title: t('tab.abnormal', { count: summary.data.totals.abnormal }) },
                  ...(summary.data.kind === 'daily' ? [{ key: 'diff', title: t('tab.diff') }] : []),
                ]}
                active={tab}
                onChange={(key) => update({ tab: key === 'missing' ? undefined : key })}
              />
              {tab === 'diff' && summary.data.kind === 'daily' ? (
                <DiffList role={view.role} day={day} dept={dept} />
              ) : tab === 'abnormal' ? (
                <PeopleList query={{ ...view, day, dept, status: 'abnormal' }} emptyText={t('noAbnormal')} />
              ) : (
                <PeopleList
                  query={{ ...view, day, dept, status: 'missing' }}
                  emptyText={t('allReported')}
                  header={(total) => (
                    <div className="hv-list-head">
                      <span>{t('missingPeople', { count: total })}</span>
                      <RemindAll view={view} day={day} dept={dept} total={total} />
                    </div>
                  )}
                  action={(person) => <RemindOne view={view} day={day} uid={person.uid} name={person.realname} />}
                />
              )}
            </section>
          </>
        )}
      </PullToRefresh>
    </main>
  );
}
