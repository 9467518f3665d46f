import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useVerification } from '../calls/applicant';
import '../certificate.css';

/**
 * `certificate/verify?code=…`, public: what the QR code on a certificate opens. Says whether the
 * certificate is genuine and valid, revoked (and when), or unknown, with the holder's name mostly hidden.
 */
export function VerifyPage() {
  const { t } = useTranslation('certificate');
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const result = useVerification(code);
  if (!code) return <Verdict state="unknown" text={t('verify.noCode')} />;
  if (result.isError) return <ErrorView error={result.error} onRetry={() => void result.refetch()} />;
  if (!result.data) return <LoadingView />;
  const found = result.data;
  if (found.state === 'unknown') return <Verdict state="unknown" text={t('verify.unknown')} />;
  return (
    <Verdict state={found.state} text={t(`verify.${found.state}`)}>
      <dl className="ct-facts">
        <dt>{t('verify.type')}</dt>
        <dd>{found.typeName}</dd>
        <dt>{t('verify.number')}</dt>
        <dd>{found.number}</dd>
        <dt>{t('verify.holder')}</dt>
        <dd>{found.holder}</dd>
        <dt>{t('verify.office')}</dt>
        <dd>{found.office}</dd>
        <dt>{t('verify.issued')}</dt>
        <dd>{timeParts(found.issued).fullTime}</dd>
        {found.state === 'revoked' && (
          <>
            <dt>{t('verify.revokedAt')}</dt>
            <dd>{timeParts(found.revoked).fullTime}</dd>
          </>
        )}
      </dl>
    </Verdict>
  );
}

function Verdict({ state, text, children }: { state: 'valid' | 'revoked' | 'unknown'; text: string; children?: ReactNode }) {
  return (
    <main className="q-page ct-page">
      <section className={`q-card ct-verdict ct-verdict--${state}`} aria-live="polite">
        <h1 className="ct-verdict__title">{text}</h1>
        {children}
      </section>
    </main>
  );
}
