import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { ApprovalState } from '../approval/lazy-approval-state';
import { useMyAnswerFlows } from '../calls/answer-flows';
import { useMyAnswers } from '../calls/list-my-answers';
import { answerPath, fillPath, useFamily, useFormNo } from '../fill/family';
import '../forms.css';

/** Answers grouped by their day, newest day first as the server lists them. */
function byDay<T extends { day: string }>(list: T[]): [string, T[]][] {
  const days = new Map<string, T[]>();
  for (const item of list) days.set(item.day, [...(days.get(item.day) ?? []), item]);
  return [...days];
}

/** `<family>/detail2`: my answers to the form `formid`, by day. */
export function MyAnswersPage() {
  const { t } = useTranslation('forms');
  const formNo = useFormNo();
  const family = useFamily();
  const answers = useMyAnswers(formNo);
  // Answers to a form that needs approval carry it; a list without any asks once and shows nothing more.
  const flows = useMyAnswerFlows((answers.data?.list ?? []).map((a) => a.id));
  const flowOf = new Map((flows.data?.list ?? []).map((f) => [f.answerId, f]));
  if (!formNo) return <EmptyView text={t('fill.missing')} />;
  if (answers.isPending) return <LoadingView />;
  if (answers.isError) return <ErrorView error={answers.error} onRetry={() => void answers.refetch()} />;
  if (answers.data.list.length === 0)
    return (
      <EmptyView text={t('fill.answers.empty')}>
        <Link className="ff-button ff-button--primary" to={fillPath(family, formNo)}>
          {t('fill.answers.fill')}
        </Link>
      </EmptyView>
    );
  return (
    <main className="q-page ff-page">
      {byDay(answers.data.list).map(([day, list]) => (
        <section key={day} className="ff-group">
          <h2 className="ff-group__title">{day}</h2>
          <ul className="ff-tiles">
            {list.map((a) => {
              const flow = flowOf.get(a.id);
              return (
                <li key={a.id}>
                  <Link className="ff-tile" to={answerPath(family, a.id)}>
                    <span className="ff-tile__title">{t('fill.answers.submittedAt', { time: timeParts(a.created).fullTime })}</span>
                  </Link>
                  {flow && <ApprovalState flow={flow} />}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </main>
  );
}
