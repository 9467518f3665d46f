import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { timeParts } from '@quad/platform/shell/time';
import { AttachmentList } from '@quad/platform/ui/attachment-list';
import type { TFlowLogEntry } from '../contract';
import { WORKFLOW_NS } from './strings';
import './workflow.css';

/** The flow log in the order things happened: who did what and when, why, what they changed, what they attached. */
export function FlowLog({ log }: { log: TFlowLogEntry[] }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const heading = useId();
  return (
    <section className="wf-section" aria-labelledby={heading}>
      <h2 className="wf-section__title" id={heading}>
        {t('log.title')}
      </h2>
      {log.length === 0 ? (
        <p className="q-meta">{t('log.empty')}</p>
      ) : (
        <ol className="wf-log">
          {log.map((entry, index) => (
            // The log only grows at its end, so an entry's place is a stable key.
            <li key={index} className="wf-log__entry">
              <p className="wf-log__head">
                <span className="wf-log__actor">{entry.actor}</span>
                <span className={`wf-log__action wf-log__action--${entry.action}`}>{t(`action.${entry.action}`)}</span>
                <time className="q-meta">{timeParts(entry.at).fullTime}</time>
              </p>
              {entry.step && <p className="q-meta">{entry.step}</p>}
              {entry.detail && <p>{entry.detail}</p>}
              {entry.comment && <p className="wf-log__comment">{entry.comment}</p>}
              {entry.changes.length > 0 && (
                <ul className="wf-log__changes" aria-label={t('log.changes')}>
                  {entry.changes.map((change) => (
                    <li key={change.field}>
                      {t('log.change', {
                        field: change.field,
                        before: change.before || t('log.blank'),
                        after: change.after || t('log.blank'),
                      })}
                    </li>
                  ))}
                </ul>
              )}
              <AttachmentList files={entry.attachments} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
