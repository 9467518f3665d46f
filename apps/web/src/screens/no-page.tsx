import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { EmptyView } from '@quad/platform/ui/state-views';

/** The no-page screen (`noPagedata/index`, spec §2.1): where unknown paths land, with a way home. */
export function NoPage({ kind = 'noPage' }: { kind?: 'noPage' | 'noData' }) {
  const { t } = useTranslation('shell');
  return (
    <main className="q-page q-no-page">
      <h1 className="q-no-page__title">{t(`${kind}.title`)}</h1>
      <EmptyView text={t(`${kind}.text`)}>
        <Link className="q-button-link" to="/">
          {t('noPage.home')}
        </Link>
      </EmptyView>
    </main>
  );
}
