import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { timeParts } from '@quad/platform/shell/time';
import type { TStepView } from '../contract';
import { TaskStatusTag } from './status-tag';
import { WORKFLOW_NS } from './strings';
import './workflow.css';

/**
 * The tracking graph of an instance: its steps top to bottom (a vertical line fits a 375 px phone and
 * a console drawer alike), each with its state and how its people decide, and every person with where
 * their task stands and when they acted. The state is written out, not only coloured.
 */
export function FlowSteps({ steps }: { steps: TStepView[] }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const heading = useId();
  return (
    <section className="wf-section" aria-labelledby={heading}>
      <h2 className="wf-section__title" id={heading}>
        {t('steps.title')}
      </h2>
      <ol className="wf-steps">
        {steps.map((step) => (
          <li key={step.key} className={`wf-step wf-step--${step.state}`} aria-current={step.state === 'active' ? 'step' : undefined}>
            <span className="wf-step__dot" aria-hidden="true" />
            <p className="wf-step__head">
              <span className="wf-step__name">{step.name}</span>
              <span className="wf-step__state">{t(`stepState.${step.state}`)}</span>
            </p>
            {step.kind !== 'single' && <p className="q-meta">{t(`stepKind.${step.kind}`)}</p>}
            {step.people.length === 0 ? (
              step.state !== 'skipped' && <p className="q-meta">{t('steps.nobody')}</p>
            ) : (
              <ul className="wf-step__people">
                {step.people.map((person) => (
                  <li key={person.id} className="wf-person-row">
                    <span>{person.name}</span>
                    <TaskStatusTag status={person.status} />
                    {person.decided > 0 && <time className="q-meta">{timeParts(person.decided).fullTime}</time>}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
