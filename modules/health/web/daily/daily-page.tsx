import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import Button from 'antd-mobile/es/components/button';
import { timeParts } from '@quad/platform/shell/time';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import type { TReportView } from '../../contract-report';
import { refreshReportView, useReportView } from '../calls/get-report-view';
import { summaryLines } from './daily-model';
import { ReportForm } from './report-form';
import { SummaryList } from './summary-list';
import { changesQuestion, submitReport } from './submit-report';
import { useOneAtATime } from './use-one-at-a-time';
import './daily.css';

function Header({ view }: { view: TReportView }) {
  const { t } = useTranslation('health', { keyPrefix: 'daily' });
  return (
    <header className="hd-header">
      <h1>{view.title}</h1>
      <p>
        {view.realname} · {view.number} · {view.date}
      </p>
      <p className="hd-header__window">{t('window', { from: view.window.openFrom, until: view.window.openUntil, deadline: view.window.deadline })}</p>
    </header>
  );
}

function Reported({ view }: { view: TReportView }) {
  const { t } = useTranslation('health', { keyPrefix: 'daily' });
  const today = view.today;
  if (!today) return null;
  return (
    <section className="hd-card hd-card--done" aria-label={t('reported')}>
      <h2>{t('reported')}</h2>
      <p>{t('reportedAt', { time: timeParts(today.created).fullTime })}</p>
      <SummaryList lines={summaryLines(view.definition, today.values)} label={t('todayAnswers')} />
      <nav className="hd-links">
        <Link to="/center/qrcode">{t('healthCode')}</Link>
        <Link to="/ncov/baseinfo">{t('baseInfo')}</Link>
      </nav>
    </section>
  );
}

/** 与上次相同: the previous report at a glance and one tap to report it again. */
function SameAsLast({ view, onEdit }: { view: TReportView; onEdit: () => void }) {
  const { t } = useTranslation('health', { keyPrefix: 'daily' });
  const [message, setMessage] = useState('');
  const sending = useOneAtATime();
  const previous = view.previous;
  if (!previous) return null;
  const again = async () => {
    setMessage('');
    const result = await submitReport(view, previous.values, changesQuestion([], t));
    if (!result) return;
    if (result.ok || result.reported) return void refreshReportView();
    // A design changed since, or the location is missing: the form shows what to fix.
    setMessage(result.message || Object.values(result.errors)[0] || '');
  };
  return (
    <section className="hd-card" aria-label={t('lastTitle')}>
      <h2>{t('lastTitle')}</h2>
      <p className="hd-muted">{t('lastDay', { day: previous.day })}</p>
      <SummaryList lines={summaryLines(view.definition, previous.values)} label={t('lastAnswers')} />
      {message && (
        <p className="hd-message" role="alert">
          {message}
        </p>
      )}
      <Button block color="primary" size="large" loading={sending.busy} onClick={() => void sending.run(again)}>
        {t('sameAsLast')}
      </Button>
      <Button block fill="outline" color="primary" onClick={onEdit}>
        {t('editBeforeReport')}
      </Button>
    </section>
  );
}

/** `ncov/index` (and the schools' report pages): today's daily report on the phone. */
export function DailyReportPage() {
  const { t } = useTranslation('health', { keyPrefix: 'daily' });
  const query = useReportView();
  const [editing, setEditing] = useState(false);
  if (query.isPending) return <LoadingView />;
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  const view = query.data;
  let body;
  if (view.today) body = <Reported view={view} />;
  else if (!view.window.open)
    body = (
      <p className="hd-card hd-message" role="alert">
        {view.window.message}
      </p>
    );
  else if (view.previous && !editing) body = <SameAsLast view={view} onEdit={() => setEditing(true)} />;
  else body = <ReportForm view={view} onDone={() => void refreshReportView()} />;
  return (
    <main className="hd-page" aria-label={t('pageLabel')}>
      <Header view={view} />
      {body}
    </main>
  );
}
