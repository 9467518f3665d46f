import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import AutoComplete from 'antd/es/auto-complete';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { TCondition } from '../../contract-definition';
import { WORKFLOW_NS } from '../strings';

const OPS: TCondition['op'][] = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte'];

/**
 * A step's condition (the step runs only when it holds on the request): a field of the request by
 * its key, typed, with the keys the app's requests carry offered when known; a comparison; a value.
 */
export function ConditionField({
  value,
  fields,
  onChange,
}: {
  value?: TCondition;
  fields: readonly string[];
  onChange: (when?: TCondition) => void;
}) {
  const { t } = useTranslation(WORKFLOW_NS);
  const ids = useId();
  const fieldHint = fields.length > 0 ? t('editor.condition.known', { fields: fields.join('、') }) : t('editor.condition.keyHint');
  return (
    <>
      <Form.Item>
        <Checkbox
          checked={value !== undefined}
          onChange={(event) => onChange(event.target.checked ? { field: '', op: 'eq', value: '' } : undefined)}
        >
          {t('editor.condition.on')}
        </Checkbox>
      </Form.Item>
      {value && (
        <div className="wf-editor__condition">
          <Form.Item label={t('editor.condition.field')} htmlFor={`${ids}field`} extra={fieldHint}>
            <AutoComplete
              id={`${ids}field`}
              value={value.field}
              options={fields.map((field) => ({ value: field }))}
              showSearch={{ filterOption: (typed, option) => String(option?.value ?? '').includes(typed) }}
              onChange={(field: string) => onChange({ ...value, field })}
            />
          </Form.Item>
          <Form.Item label={t('editor.condition.op')} htmlFor={`${ids}op`}>
            <Select
              id={`${ids}op`}
              value={value.op}
              options={OPS.map((op) => ({ value: op, label: t(`editor.condition.ops.${op}`) }))}
              onChange={(op: TCondition['op']) => onChange({ ...value, op })}
            />
          </Form.Item>
          <Form.Item label={t('editor.condition.value')} htmlFor={`${ids}value`}>
            <Input
              id={`${ids}value`}
              maxLength={200}
              value={String(value.value)}
              onChange={(event) => onChange({ ...value, value: event.target.value })}
            />
          </Form.Item>
        </div>
      )}
    </>
  );
}
