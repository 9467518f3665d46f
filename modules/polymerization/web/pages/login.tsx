import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import '../polymerization.css';

/**
 * `polymerization/login`: signing in with an SMS code is not offered yet (see docs/product-decisions.md,
 * 账号中心); until it is, this page leads to the password sign-in and to the reset.
 */
export function LoginPage() {
  const { t } = useTranslation('polymerization');
  return (
    <main className="q-page pm-page">
      <section className="q-card pm-done">
        <p>{t('login.notYet')}</p>
        <Link to="/center/login">{t('login.withPassword')}</Link>
        <Link to="/polymerization/resetPassword">{t('login.forgot')}</Link>
      </section>
    </main>
  );
}
