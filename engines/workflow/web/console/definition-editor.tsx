import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import type { TStep, TWorkflowDefinition } from '../../contract-definition';
import type { TColleague } from '../person-search';
import { WORKFLOW_NS } from '../strings';
import type { TRoleChoice } from './assignee-field';
import { draftProblems, moveStep, newStep, toDefinition, toDraft, type TFlowDraft, type TProblem } from './definition-draft';
import { StepCard } from './step-card';
import './definition-editor.css';

/** What saving answered: saved, or the server's refusal in its own words. */
export type TSaveAnswer = { saved: true } | { saved: false; refusal: string };

/**
 * The console's designer of a flow: its name and its steps as a vertical list, each step edited in
 * place, added at the end, moved up or down, removed. Saving checks the draft here first (the
 * designer sees every problem at once, by step), then hands it to `onSave`, whose refusal is shown
 * as the server said it. A save is a new version: the caller loads it and remounts the editor.
 */
export function DefinitionEditor({
  definition,
  roles,
  people,
  fields = [],
  onSave,
}: {
  definition: TWorkflowDefinition;
  roles: readonly TRoleChoice[];
  /** The people the flow names, so the pickers show their names. */
  people: readonly TColleague[];
  /** The keys the app's requests carry, offered for conditions and editable fields. */
  fields?: readonly string[];
  onSave: (definition: TWorkflowDefinition) => Promise<TSaveAnswer>;
}) {
  const { t } = useTranslation(WORKFLOW_NS);
  const ids = useId();
  const [draft, setDraft] = useState<TFlowDraft>(() => toDraft(definition));
  const [known, setKnown] = useState(() => new Map(people.map((person) => [person.id, person])));
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);
  const [added, setAdded] = useState<number>();
  const dirty = JSON.stringify(toDefinition(draft)) !== JSON.stringify(definition);
  // Problems show once the designer tried to save, then follow the draft as it is fixed.
  const problems = checked ? draftProblems(draft) : [];

  const change = (next: TFlowDraft) => {
    setDraft(next);
    setRefusal('');
  };
  const changeStep = (index: number, step: TStep, picked: TColleague[] = []) => {
    if (picked.length > 0) setKnown((before) => new Map([...before, ...picked.map((person) => [person.id, person] as const)]));
    change({ ...draft, steps: draft.steps.map((s, i) => (i === index ? { ...s, step } : s)) });
  };
  const add = () => {
    const step = newStep(draft.steps, t('editor.newStep'));
    setAdded(step.uid);
    change({ ...draft, steps: [...draft.steps, step] });
  };
  const save = async () => {
    setChecked(true);
    if (draftProblems(draft).length > 0) return;
    setSaving(true);
    try {
      const answer = await onSave(toDefinition(draft));
      if (!answer.saved) setRefusal(answer.refusal);
    } finally {
      setSaving(false);
    }
  };

  const problemText = (problem: TProblem) => {
    const text = t(`editor.problem.${problem.code}`, problem.values);
    if (problem.step === undefined) return text;
    const step = draft.steps[problem.step]?.step;
    return t('editor.problemAt', {
      step: t('editor.stepNamed', { n: problem.step + 1, name: step?.name || t('editor.untitledStep') }),
      text,
    });
  };

  return (
    <div className="wf-editor">
      <Form layout="vertical" component="div">
        <Form.Item label={t('editor.name')} htmlFor={`${ids}name`} required>
          <Input id={`${ids}name`} maxLength={50} value={draft.name} onChange={(event) => change({ ...draft, name: event.target.value })} />
        </Form.Item>
      </Form>
      <ol className="wf-editor__steps" aria-label={t('editor.steps')}>
        {draft.steps.map(({ uid, step }, index) => (
          <li key={uid}>
            <StepCard
              index={index}
              count={draft.steps.length}
              step={step}
              autoFocus={uid === added}
              choices={{ roles, people: known, fields }}
              onChange={(next, picked) => changeStep(index, next, picked)}
              onMove={(to) => change({ ...draft, steps: moveStep(draft.steps, index, to) })}
              onRemove={() => change({ ...draft, steps: draft.steps.filter((_, i) => i !== index) })}
            />
          </li>
        ))}
      </ol>
      <Button type="dashed" block icon={<PlusOutlined />} onClick={add}>
        {t('editor.add')}
      </Button>
      {(problems.length > 0 || refusal) && (
        <Alert
          className="wf-editor__problems"
          type="error"
          showIcon
          role="alert"
          title={refusal || t('editor.fix', { count: problems.length })}
          description={
            refusal ? undefined : (
              <ul>
                {problems.map((problem, i) => (
                  <li key={i}>{problemText(problem)}</li>
                ))}
              </ul>
            )
          }
        />
      )}
      <Space className="wf-editor__actions">
        <Button type="primary" loading={saving} disabled={!dirty} onClick={() => void save()}>
          {t('editor.save')}
        </Button>
        {dirty && <Badge status="warning" text={t('editor.unsaved')} />}
      </Space>
    </div>
  );
}
