import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { toast } from '@quad/platform/shell/dialogs';
import { RequestError, shownByShell } from '@quad/platform/shell/request';
import { LabelledTextArea } from '@quad/platform/ui/labelled-text-area';
import type { TInstanceDetail } from '../contract';
import { useCcInstance } from './calls/cc-instance';
import { CcReaders } from './cc-readers';
import { PersonSearch, type TColleague } from './person-search';
import { WORKFLOW_NS } from './strings';

/**
 * 抄送 on the phone: who the instance was sent to read, each 已读 or 未读, and for anyone who sees it a
 * form to send it to more people (found by name or number, several at once) with a note.
 */
export function CcSection({ instance }: { instance: TInstanceDetail }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const heading = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className="wf-section" aria-labelledby={heading}>
      <h2 className="wf-section__title" id={heading}>
        {t('cc.title')}
      </h2>
      <CcReaders cc={instance.cc} />
      {open ? (
        <CcForm instanceId={instance.id} onClose={() => setOpen(false)} />
      ) : (
        <Button size="small" color="primary" fill="outline" onClick={() => setOpen(true)}>
          {t('cc.send')}
        </Button>
      )}
    </section>
  );
}

function CcForm({ instanceId, onClose }: { instanceId: string; onClose: () => void }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const heading = useId();
  const [people, setPeople] = useState<TColleague[]>([]);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState('');
  const cc = useCcInstance();
  const pick = (person: TColleague) => setPeople((before) => (before.some((p) => p.id === person.id) ? before : [...before, person]));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (people.length === 0) return setProblem(t('cc.required'));
    try {
      const { sent } = await cc.mutateAsync({ id: instanceId, people: people.map((p) => p.id), comment: comment.trim() });
      toast(t('cc.sent', { count: sent }));
      onClose();
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      if (!shownByShell(error.code)) setProblem(error.message);
    }
  };
  return (
    <form className="wf-panel" aria-labelledby={heading} onSubmit={(event) => void submit(event)}>
      <h3 className="wf-panel__title" id={heading}>
        {t('cc.send')}
      </h3>
      <PersonSearch label={t('cc.people')} onPick={pick} />
      {people.length > 0 && (
        <ul className="wf-cc" aria-label={t('cc.picked')}>
          {people.map((person) => (
            <li key={person.id}>
              {person.name}
              <button
                type="button"
                className="wf-cc__remove"
                aria-label={t('cc.remove', { name: person.name })}
                onClick={() => setPeople(people.filter((p) => p.id !== person.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <LabelledTextArea
        label={t('cc.comment')}
        placeholder={t('cc.comment')}
        value={comment}
        onChange={setComment}
        maxLength={500}
        autoSize={{ minRows: 2, maxRows: 4 }}
      />
      {problem && (
        <p className="wf-error" role="alert">
          {problem}
        </p>
      )}
      <div className="wf-panel__buttons">
        <Button size="small" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button size="small" type="submit" color="primary" loading={cc.isPending}>
          {t('actions.confirm')}
        </Button>
      </div>
    </form>
  );
}
