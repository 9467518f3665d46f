import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { useSession } from '@quad/platform/shell/use-session';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useFillStatus } from '../calls/fill-status';
import { useFormNo } from '../fill/family';
import { FillCharts } from './fill-charts';
import '../forms.css';

/** `<family>/detail3`: how many of the audience have answered (today's, for a daily form), for people who hold the form's results. */
export function FillStatusPage() {
  const { t } = useTranslation('forms');
  const session = useSession();
  const formNo = useFormNo();
  const allowed = session.allowed('forms', 'results');
  const status = useFillStatus(formNo, allowed);
  if (!formNo) return <EmptyView text={t('fill.missing')} />;
  if (session.pending) return <LoadingView />;
  if (!allowed) return <EmptyView text={t('fill.status.forbidden')} />;
  if (status.isError) return <ErrorView error={status.error} onRetry={() => void status.refetch()} />;
  if (!status.data) return <LoadingView />;
  const { answered, audience, day, title, id } = status.data;
  return (
    <main className="q-page ff-page">
      <section className="q-card ff-status">
        <h1>{title}</h1>
        <p className="ff-status__count">
          <strong>{answered}</strong> / {audience}
        </p>
        <p className="ff-meta">{t(day ? 'fill.status.answeredToday' : 'fill.status.answered', { total: answered, audience })}</p>
        <Link className="ff-button ff-button--primary" to={`/formAdmin/results?id=${encodeURIComponent(id)}`}>
          {t('fill.status.results')}
        </Link>
      </section>
      <FillCharts id={id} day={day || undefined} />
    </main>
  );
}
