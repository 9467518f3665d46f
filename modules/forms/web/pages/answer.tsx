import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { ApprovalState } from '../approval/lazy-approval-state';
import { useMyAnswerFlows } from '../calls/answer-flows';
import { useMyAnswer } from '../calls/get-my-answer';
import { fillPath, useFamily } from '../fill/family';
import { FormView } from '@quad/forms-engine/web';
import '../forms.css';

const NO_ERRORS = {};

/** `<family>/detail`: one of my answers, shown read-only with the design of the version it answered. */
export function AnswerPage() {
  const { t } = useTranslation('forms');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const family = useFamily();
  const answer = useMyAnswer(id);
  const flow = useMyAnswerFlows(id ? [id] : []).data?.list.find((f) => f.answerId === id);
  if (!id) return <EmptyView text={t('fill.answer.missing')} />;
  if (answer.isPending) return <LoadingView />;
  if (answer.isError) return <ErrorView error={answer.error} onRetry={() => void answer.refetch()} />;
  const a = answer.data;
  return (
    <main className="q-page ff-page">
      <header className="q-card ff-head">
        <h1>{a.title}</h1>
        <p className="ff-meta">{t('fill.answers.submittedAt', { time: timeParts(a.created).fullTime })}</p>
        {a.updated > a.created && <p className="ff-meta">{t('fill.answer.updatedAt', { time: timeParts(a.updated).fullTime })}</p>}
        {flow && <ApprovalState flow={flow} />}
      </header>
      <section className="q-card">
        <FormView definition={a.definition} values={a.values} errors={NO_ERRORS} readOnly formNo={a.formNo} />
      </section>
      {a.canEdit && (
        <Link className="ff-button ff-button--primary ff-button--block" to={fillPath(family, a.formNo)}>
          {t('fill.answer.edit')}
        </Link>
      )}
    </main>
  );
}
