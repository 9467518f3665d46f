import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import '../smlogin.css';

/** `smlogin/success` and `smlogin/cancel` (and their V2 names): what the phone's person did, and the way home. */
function ScanResult({ outcome }: { outcome: 'success' | 'cancel' }) {
  const { t } = useTranslation('smlogin');
  return (
    <main className="q-page sl-phone">
      <section className={`q-card sl-result sl-result--${outcome}`} role="status">
        <svg className="sl-result__icon" viewBox="0 0 24 24" width="64" height="64" aria-hidden="true">
          <path
            fill="currentColor"
            d={outcome === 'success' ? 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.5 14.5-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4z' : 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm4.3 12.9-1.4 1.4L12 13.4l-2.9 2.9-1.4-1.4 2.9-2.9-2.9-2.9 1.4-1.4 2.9 2.9 2.9-2.9 1.4 1.4-2.9 2.9z'}
          />
        </svg>
        <h1>{t(`result.${outcome}`)}</h1>
        <p>{t(`result.${outcome}Hint`)}</p>
        <Link className="sl-result__home" to="/">
          {t('result.home')}
        </Link>
      </section>
    </main>
  );
}

export const ScanSuccessPage = () => <ScanResult outcome="success" />;
export const ScanCancelPage = () => <ScanResult outcome="cancel" />;
