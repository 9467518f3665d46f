import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { EmptyView, ErrorView } from '@quad/platform/ui/state-views';
import { ListSkeleton } from '@quad/platform/ui/paged-list';
import { AbnormalTags } from './abnormal-tags';
import { NoAccess } from './no-access';
import { changeText } from './view-model';
import { useViewDetail } from '../calls/get-view-detail';
import { isForbidden } from './forbidden';
import './views.css';

/** `details/index?uid=&day=`: one person's report of a day, what changed since their previous one first. */
export function DetailsPage() {
  const { t } = useTranslation('health', { keyPrefix: 'views' });
  const [params] = useSearchParams();
  const uid = params.get('uid') ?? '';
  const detail = useViewDetail(uid, params.get('day') || undefined);
  let content;
  if (!uid) content = <EmptyView text={t('badLink')} />;
  else if (detail.isPending) content = <ListSkeleton />;
  else if (detail.isError) content = isForbidden(detail.error) ? <NoAccess /> : <ErrorView error={detail.error} onRetry={() => void detail.refetch()} />;
  else {
    const d = detail.data;
    const changed = new Set(d.changes.map((c) => c.param));
    content = (
      <>
        <section className="q-card">
          <h1 className="hv-title">
            {d.realname} <small>{d.number}</small>
          </h1>
          <p className="hv-person__meta">{[d.deptName, d.className].filter(Boolean).join(' · ')}</p>
          <p className="hv-person__meta">
            {d.day} · {d.reportedAt > 0 ? t('reportedAt', { time: timeParts(d.reportedAt).fullTime }) : t('notReported')}
          </p>
          <AbnormalTags reasons={d.abnormal} />
        </section>
        {d.reportedAt > 0 && (
          <section className="q-card">
            <h2 className="q-card__title">{d.previousDay ? t('changesSince', { day: d.previousDay }) : t('firstReport')}</h2>
            {d.previousDay &&
              (d.changes.length === 0 ? (
                <p className="hv-person__meta">{t('sameAsBefore')}</p>
              ) : (
                <ul className="hv-changes">
                  {d.changes.map((change) => (
                    <li key={change.param}>{changeText(change)}</li>
                  ))}
                </ul>
              ))}
          </section>
        )}
        {d.fields.length > 0 && (
          <section className="q-card">
            <h2 className="q-card__title">{t('answers')}</h2>
            <dl className="hv-fields">
              {d.fields.map((field) => (
                <div key={field.param} className={changed.has(field.param) ? 'hv-field hv-field--changed' : 'hv-field'}>
                  <dt>{field.label}</dt>
                  <dd>{field.value || '—'}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </>
    );
  }
  return <main className="q-page hv-page">{content}</main>;
}
