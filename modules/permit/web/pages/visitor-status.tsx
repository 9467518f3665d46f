import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@quad/platform/shell/router';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useVisitStatus } from '../calls/visitor';
import { PassCode } from './pass-code';
import { PermitState } from './permit-state';
import '../permit.css';

/** `permit/status?t=…`: the visitor's request by its secret link, and while it opens the gate, the pass. */
export function VisitorStatusPage() {
  const { t } = useTranslation('permit');
  const token = useSearchParams()[0].get('t') ?? '';
  const visit = useVisitStatus(token);
  if (!token) return <EmptyView text={t('status.noLink')} />;
  if (visit.isError) return <ErrorView error={visit.error} onRetry={() => void visit.refetch()} />;
  if (!visit.data) return <LoadingView />;
  const v = visit.data;
  return (
    <main className="q-page pm-page">
      <section className="q-card pm-status" aria-label={t('status.title')}>
        <div className="pm-row">
          <strong>{v.name}</strong>
          <PermitState state={v.state} />
        </div>
        {v.pass && <PassCode pass={v.pass} caption={t('pass.showAtGate')} />}
        <p className="pm-hint">{t(`status.hint.${v.state}`)}</p>
        {v.comment && <p className="pm-hint">{t('status.comment', { comment: v.comment })}</p>}
        <dl className="pm-facts">
          <dt>{t('visitor.host')}</dt>
          <dd>{v.host}</dd>
          <dt>{t('visitor.window')}</dt>
          <dd>
            {v.start} {t('to')} {v.end}
          </dd>
          <dt>{t('visitor.phone')}</dt>
          <dd>{v.phone}</dd>
          <dt>{t('visitor.idCard')}</dt>
          <dd>{v.idCard}</dd>
          {v.plate && (
            <>
              <dt>{t('car.plate')}</dt>
              <dd>{v.plate}</dd>
            </>
          )}
          <dt>{t('visitor.reason')}</dt>
          <dd>{v.reason}</dd>
        </dl>
        <p className="pm-hint">{t('status.keepLink')}</p>
      </section>
    </main>
  );
}
