import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { answerPath, listPath } from './family';

/** After a submit: where to go next. */
export function FillSuccess({ family, answerId }: { family: string; answerId: string }) {
  const { t } = useTranslation('forms');
  return (
    <main className="q-page ff-page">
      <section className="q-card ff-done" role="status">
        <span className="ff-done__mark" aria-hidden="true">
          ✓
        </span>
        <h1>{t('fill.success')}</h1>
        <div className="ff-row">
          <Link className="ff-button ff-button--primary" to={answerPath(family, answerId)}>
            {t('fill.viewAnswer')}
          </Link>
          <Link className="ff-button" to={listPath(family)}>
            {t('fill.back')}
          </Link>
        </div>
      </section>
    </main>
  );
}
