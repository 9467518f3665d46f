import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { EmptyView } from '@quad/platform/ui/state-views';
import type { TFillView } from '@quad/forms-engine/contract';
import { listPath } from './family';

type TBlocked = Exclude<TFillView['form']['blocked'], ''>;

/** Why the form cannot be filled now, instead of the form, with the way on. */
export function FillBlocked({ form, reason, family }: { form: TFillView['form']; reason: TBlocked; family: string }) {
  const { t } = useTranslation('forms');
  const text = reason === 'notOpen' ? t('fill.blocked.notOpen', { time: timeParts(form.opensAt).fullTime }) : t(`fill.blocked.${reason}`);
  const answered = reason === 'done' || reason === 'doneToday';
  return (
    <main className="q-page ff-page">
      <h1 className="ff-blocked-title">{form.title}</h1>
      <EmptyView text={text}>
        <div className="ff-row">
          {answered && (
            <Link className="ff-button ff-button--primary" to={`/${family}/detail2?formid=${form.no}`}>
              {t('fill.myAnswers')}
            </Link>
          )}
          <Link className="ff-button" to={listPath(family)}>
            {t('fill.back')}
          </Link>
        </div>
      </EmptyView>
    </main>
  );
}
