import { useTranslation } from 'react-i18next';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useAccount } from '../calls/account';
import { Row } from './row';
import '../polymerization.css';

/** `polymerization/homepage` (账号中心): my account, masked phone and e-mail, and the ways to change them. */
export function HomepagePage() {
  const { t } = useTranslation('polymerization');
  const account = useAccount();
  if (account.isPending) return <LoadingView />;
  if (!account.data) return <ErrorView error={account.error} onRetry={() => void account.refetch()} />;
  const a = account.data;
  return (
    <main className="q-page ac-page">
      <section className="q-card" aria-label={t('home.account')}>
        <Row label={t('home.account')} value={a.username} />
        {a.number && <Row label={t('home.number')} value={a.number} />}
        <Row
          label={t('home.phone')}
          value={a.phone || t('home.unbound')}
          to={a.phone ? '/polymerization/changePhone' : '/polymerization/bindPhone'}
        />
        <Row label={t('home.email')} value={a.email || t('home.noEmail')} />
      </section>
      <section className="q-card" aria-label={t('home.security')}>
        <Row label={t('home.changePassword')} to="/center/password" />
        <Row label={t('home.resetPassword')} to="/polymerization/resetPassword" />
        <Row label={t('home.devices')} to="/center/signins" />
      </section>
      <section className="q-card" aria-label={t('home.payment')}>
        <Row label={t('home.payment')} to="/polymerization/payment" />
      </section>
    </main>
  );
}
