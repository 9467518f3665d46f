import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import type { TAssignee, TStep, TStepKind } from '../../contract-definition';
import type { TColleague } from '../person-search';
import { WORKFLOW_NS } from '../strings';
import { AssigneeField, type TRoleChoice } from './assignee-field';
import { ConditionField } from './condition-field';

const KINDS: TStepKind[] = ['single', 'all', 'any', 'sequence'];
/** The engine's limit of a step's time (90 days). */
const MAX_HOURS = 24 * 90;

export interface TStepChoices {
  roles: readonly TRoleChoice[];
  people: ReadonlyMap<string, TColleague>;
  /** The keys the app's requests carry, offered for conditions and editable fields. */
  fields: readonly string[];
}

/** One step of the flow designer: what it is called, how its approvers decide, who they are, when it runs, how long it may take. */
export function StepCard({
  index,
  count,
  step,
  autoFocus,
  choices,
  onChange,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  step: TStep;
  /** A step just added: its name is where the designer types next. */
  autoFocus: boolean;
  choices: TStepChoices;
  onChange: (step: TStep, picked?: TColleague[]) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(WORKFLOW_NS);
  const ids = useId();
  // Which fields its approvers may change or not see: set on few steps, so folded until asked for (or set).
  const [fieldRulesShown, setFieldRulesShown] = useState(step.editable.length > 0 || (step.hidden?.length ?? 0) > 0);
  const set = (change: Partial<TStep>, picked?: TColleague[]) => onChange({ ...step, ...change }, picked);
  const named = t('editor.stepNamed', { n: index + 1, name: step.name || t('editor.untitledStep') });
  return (
    <Card
      size="small"
      className="wf-editor__step"
      title={<h3 className="wf-editor__step-title">{named}</h3>}
      extra={
        <span>
          <Button
            type="text"
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={t('editor.up', { step: named })}
          />
          <Button
            type="text"
            icon={<ArrowDownOutlined />}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
            aria-label={t('editor.down', { step: named })}
          />
          <Button type="text" danger icon={<DeleteOutlined />} onClick={onRemove} aria-label={t('editor.remove', { step: named })} />
        </span>
      }
    >
      <Form layout="vertical" component="div">
        <div className="wf-editor__pair">
          <Form.Item label={t('editor.stepName')} htmlFor={`${ids}name`} required>
            <Input
              id={`${ids}name`}
              autoFocus={autoFocus}
              maxLength={30}
              value={step.name}
              onChange={(event) => set({ name: event.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('editor.stepKey')} htmlFor={`${ids}key`} extra={t('editor.stepKeyHint')}>
            <Input id={`${ids}key`} maxLength={32} value={step.key} onChange={(event) => set({ key: event.target.value.trim() })} />
          </Form.Item>
        </div>
        <Form.Item label={t('editor.kind')} htmlFor={`${ids}kind`} extra={t(`editor.kindHint.${step.kind}`)}>
          <Select
            id={`${ids}kind`}
            value={step.kind}
            options={KINDS.map((kind) => ({ value: kind, label: t(`stepKind.${kind}`) }))}
            onChange={(kind: TStepKind) => set({ kind })}
          />
        </Form.Item>
        <AssigneeField
          label={t('editor.assignee.label')}
          value={step.assignee}
          kinds={['people', 'role', 'chosen', 'field']}
          roles={choices.roles}
          people={choices.people}
          fields={choices.fields}
          onChange={(assignee, picked) => set({ assignee }, picked)}
        />
        <ConditionField value={step.when} fields={choices.fields} onChange={(when) => onChange(withOptional(step, 'when', when))} />
        <Form.Item label={t('editor.limitHours')} htmlFor={`${ids}hours`} extra={t('editor.limitHint')}>
          <InputNumber
            id={`${ids}hours`}
            min={0}
            max={MAX_HOURS}
            precision={0}
            value={step.limitHours}
            onChange={(hours) => set({ limitHours: hours ?? 0 })}
          />
        </Form.Item>
        <Form.Item>
          <Checkbox
            checked={step.escalateTo !== undefined}
            onChange={(event) =>
              onChange(
                withOptional(
                  step,
                  'escalateTo',
                  event.target.checked ? ({ kind: 'role', role: '', scope: 'applicant' } as TAssignee) : undefined,
                ),
              )
            }
          >
            {t('editor.escalate')}
          </Checkbox>
        </Form.Item>
        {step.escalateTo && (
          <AssigneeField
            label={t('editor.escalateTo')}
            value={step.escalateTo}
            kinds={['people', 'role']}
            roles={choices.roles}
            people={choices.people}
            onChange={(escalateTo, picked) => set({ escalateTo }, picked)}
          />
        )}
        {fieldRulesShown ? (
          <>
            <Form.Item label={t('editor.editable')} htmlFor={`${ids}editable`} extra={t('editor.editableHint')}>
              <Select
                id={`${ids}editable`}
                mode="tags"
                value={step.editable}
                options={choices.fields.map((field) => ({ value: field }))}
                onChange={(editable: string[]) => set({ editable })}
              />
            </Form.Item>
            <Form.Item label={t('editor.hidden')} htmlFor={`${ids}hidden`} extra={t('editor.hiddenHint')}>
              <Select
                id={`${ids}hidden`}
                mode="tags"
                value={step.hidden ?? []}
                options={choices.fields.map((field) => ({ value: field }))}
                onChange={(hidden: string[]) => set({ hidden })}
              />
            </Form.Item>
          </>
        ) : (
          <Button type="link" onClick={() => setFieldRulesShown(true)}>
            {t('editor.fieldRules')}
          </Button>
        )}
      </Form>
    </Card>
  );
}

/** The step with an optional part set, or left out (not kept as undefined: the saved design has no such key). */
function withOptional<K extends 'when' | 'escalateTo'>(step: TStep, key: K, value: TStep[K] | undefined): TStep {
  const next = { ...step };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}
