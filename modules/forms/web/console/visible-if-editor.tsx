import { useTranslation } from 'react-i18next';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { TField, TVisibleIf } from '@quad/forms-engine/shared/definition';
import { FORMS_CONSOLE_NS } from './console-strings';

type TOp = TVisibleIf['op'];
const OPS: TOp[] = ['eq', 'ne', 'in', 'filled'];

/** 显示条件: show the field only when an earlier field's answer is (not) a value, one of some values, or given. */
export function VisibleIfEditor({ rule, sources, onChange }: { rule?: TVisibleIf; sources: TField[]; onChange: (rule: TVisibleIf | undefined) => void }) {
  const { t } = useTranslation(FORMS_CONSOLE_NS);
  const source = sources.find((f) => f.key === rule?.field);
  const choices = source?.options?.map((o) => ({ value: o.value, label: o.label }));
  return (
    <div className="fc-rows">
      <Select
        allowClear
        value={rule?.field}
        placeholder={t('props.alwaysShown')}
        aria-label={t('props.conditionField')}
        notFoundContent={t('props.noEarlierFields')}
        onChange={(field?: string) => onChange(field ? { field, op: rule?.op ?? 'eq' } : undefined)}
        options={sources.map((f) => ({ value: f.key, label: f.label || f.key }))}
      />
      {rule && (
        <div className="fc-row">
          <Select<TOp>
            style={{ width: 120 }}
            value={rule.op}
            aria-label={t('props.conditionOp')}
            onChange={(op) => onChange({ field: rule.field, op })}
            options={OPS.map((op) => ({ value: op, label: t(`op.${op}`) }))}
          />
          {rule.op === 'in' ? (
            <Select
              mode="tags"
              style={{ flex: 1 }}
              value={rule.values ?? []}
              aria-label={t('props.conditionValue')}
              onChange={(values: string[]) => onChange({ ...rule, values })}
              options={choices}
            />
          ) : rule.op === 'filled' ? null : choices ? (
            <Select
              style={{ flex: 1 }}
              value={rule.value}
              aria-label={t('props.conditionValue')}
              onChange={(value: string) => onChange({ ...rule, value })}
              options={choices}
            />
          ) : (
            <Input value={rule.value} aria-label={t('props.conditionValue')} onChange={(e) => onChange({ ...rule, value: e.target.value })} maxLength={100} />
          )}
        </div>
      )}
    </div>
  );
}
