import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { ApprovalState } from '../approval/lazy-approval-state';
import { useMyAnswerFlows } from '../calls/answer-flows';
import { answerPath, listPath } from './family';

/**
 * After a submit: where to go next. An answer to a form that needs approval is not done yet: the page
 * says it waits, and leads to its flow once the server names it.
 */
export function FillSuccess({ family, answerId, approval = false }: { family: string; answerId: string; approval?: boolean }) {
  const { t } = useTranslation('forms');
  const flows = useMyAnswerFlows([answerId], approval);
  const flow = flows.data?.list.find((f) => f.answerId === answerId);
  return (
    <main className="q-page ff-page">
      <section className="q-card ff-done" role="status">
        <span className="ff-done__mark" aria-hidden="true">
          ✓
        </span>
        <h1>{approval ? t('fill.approval.waiting') : t('fill.success')}</h1>
        {flow && <ApprovalState flow={flow} />}
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
