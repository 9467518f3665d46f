import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import type { TFormGroup } from '@quad/forms-engine/contract';
import { useMyFormsOf } from './calls/list-my-forms';
import { fillPath, listPath } from './fill/family';
import '@quad/platform/ui/list-detail.css';
import './forms.css';

/** How many of each list the home shows before "all". */
const SHOWN = 5;

/** A home list of my forms in one group: to fill (`todo`) or answered (`processTracking`). */
function FormsWidget({ group }: { group: TFormGroup }) {
  const { t } = useTranslation('forms');
  const forms = useMyFormsOf(group, SHOWN);
  if (forms.isPending) return <LoadingView />;
  if (forms.isError) return <ErrorView error={forms.error} onRetry={() => void forms.refetch()} />;
  const cards = forms.data.list;
  if (cards.length === 0) return <EmptyView text={t(group === 'todo' ? 'home.noTodo' : 'home.noDone')} />;
  return (
    <>
      <ul className="ff-home">
        {cards.map((card) => (
          <li key={card.no} className="q-row">
            <Link to={group === 'todo' ? fillPath('form', card.no) : `/form/detail2?formid=${card.no}`}>{card.title}</Link>
            {card.closesAt > 0 && <span className="ff-home__closes">{t('home.closes', { time: timeParts(card.closesAt).fullTime })}</span>}
          </li>
        ))}
      </ul>
      <Link className="ff-home__all" to={listPath('form')}>
        {t('home.all', { count: forms.data.total })}
      </Link>
    </>
  );
}

export const TodoWidget = () => <FormsWidget group="todo" />;
export const ProcessWidget = () => <FormsWidget group="done" />;
