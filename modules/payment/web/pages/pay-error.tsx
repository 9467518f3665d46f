import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@quad/platform/shell/router';
import '../payment.css';

/** `payment/errpage?message=`: a payment that did not go through, and the ways back. */
export function PayErrorPage() {
  const { t } = useTranslation('payment');
  const [params] = useSearchParams();
  return (
    <main className="q-page">
      <section className="q-card pm-result pm-result--failed" role="alert">
        <h1 className="pm-title">{t('error.title')}</h1>
        <p>{params.get('message') || t('error.default')}</p>
        <Link className="q-button-link" to="/payment/payRecord">
          {t('result.records')}
        </Link>
        <Link className="q-button-link" to="/payment/gopay">
          {t('result.backHall')}
        </Link>
      </section>
    </main>
  );
}
