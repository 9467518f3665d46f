import { useTranslation } from 'react-i18next';
import { MinusCircleOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import type { TManagedQuestion, TQuestionInput } from '../../contract-manage';
import { OPTION_KEYS, QUESTION_KINDS, type TQuestionKind } from '../../rules';

/** A question as the drawer edits it: options one a line, choice answers as letters, fill-in answers split by |. */
export interface TQuestionForm {
  id?: string;
  kind: TQuestionKind;
  text: string;
  options: string;
  answer: string;
  points: number;
  explanation: string;
}

export const blankQuestion = (): TQuestionForm => ({ kind: 'single', text: '', options: '', answer: '', points: 10, explanation: '' });

export const questionOf = (q: TManagedQuestion): TQuestionForm => ({
  id: q.id,
  kind: q.kind,
  text: q.text,
  options: q.options.join('\n'),
  answer: q.kind === 'fill' ? q.answer.join(' | ') : q.answer.join(''),
  points: q.points,
  explanation: q.explanation,
});

/** The form's question as the save call takes it. */
export function questionInput(q: TQuestionForm): TQuestionInput {
  const choice = q.kind === 'single' || q.kind === 'multiple';
  const answer =
    q.kind === 'fill'
      ? q.answer
          .split('|')
          .map((a) => a.trim())
          .filter(Boolean)
      : q.kind === 'judge'
        ? [q.answer]
        : [...new Set(q.answer.toUpperCase().split(''))].filter((k) => (OPTION_KEYS as readonly string[]).includes(k));
  return {
    id: q.id,
    kind: q.kind,
    text: q.text,
    options: choice
      ? q.options
          .split('\n')
          .map((o) => o.trim())
          .filter(Boolean)
      : [],
    answer,
    points: q.points,
    explanation: q.explanation,
  };
}

/** One question of the bank: its kind, points, wording, options and answer, and 删除. */
export function QuestionFields({ name, index, locked, onRemove }: { name: number; index: number; locked: boolean; onRemove?: () => void }) {
  const { t } = useTranslation('answer');
  const kind = Form.useWatch(['questions', name, 'kind']) as TQuestionKind | undefined;
  const choice = kind === 'single' || kind === 'multiple';
  return (
    <Card
      size="small"
      title={t('drawer.question', { n: index + 1 })}
      style={{ marginBottom: 12 }}
      extra={
        <Button
          type="text"
          icon={<MinusCircleOutlined />}
          disabled={locked || !onRemove}
          onClick={onRemove}
          aria-label={t('drawer.removeQuestion', { n: index + 1 })}
        />
      }
    >
      {/* The question's id goes back with the form: once people have answered, the bank is matched by it. */}
      <Form.Item name={[name, 'id']} hidden>
        <Input />
      </Form.Item>
      <div style={{ display: 'flex', gap: 12 }}>
        <Form.Item name={[name, 'kind']} label={t('drawer.kind')}>
          <Select disabled={locked} style={{ width: 120 }} options={QUESTION_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
        </Form.Item>
        <Form.Item name={[name, 'points']} label={t('drawer.points')}>
          <InputNumber min={1} max={100} disabled={locked} />
        </Form.Item>
      </div>
      <Form.Item name={[name, 'text']} label={t('drawer.text')} required>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      {choice && (
        <Form.Item name={[name, 'options']} label={t('drawer.options')} extra={t('drawer.optionsHint')}>
          <Input.TextArea rows={4} disabled={locked} />
        </Form.Item>
      )}
      {kind === 'judge' ? (
        <Form.Item name={[name, 'answer']} label={t('drawer.answer')}>
          <Radio.Group
            disabled={locked}
            options={[
              { value: 'T', label: t('judge.T') },
              { value: 'F', label: t('judge.F') },
            ]}
          />
        </Form.Item>
      ) : (
        <Form.Item
          name={[name, 'answer']}
          label={t('drawer.answer')}
          extra={choice ? t('drawer.answerChoiceHint') : t('drawer.answerFillHint')}
        >
          <Input disabled={locked} maxLength={500} />
        </Form.Item>
      )}
      <Form.Item name={[name, 'explanation']} label={t('drawer.explanation')}>
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
    </Card>
  );
}
