import { useTranslation } from 'react-i18next';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { COLUMN_KINDS, type TColumn, type TColumnKind, type TField } from '@quad/forms-engine/shared/definition';
import { CHOICE_KINDS, moveItem, newColumn, NUMERIC_KINDS, setProp } from './field-kinds';
import { OptionsEditor } from './options-editor';
import { FORMS_CONSOLE_NS } from './console-strings';

/** A child table's columns: one-line kinds, each with its name, required mark, options or formula. */
export function ColumnsEditor({
  columns,
  fields,
  formNo,
  onChange,
}: {
  columns: TColumn[];
  /** The whole form, so new column keys are numbered with its fields. */
  fields: TField[];
  formNo: number;
  onChange: (columns: TColumn[]) => void;
}) {
  const { t } = useTranslation(FORMS_CONSOLE_NS);
  const set = (index: number, column: TColumn) => onChange(columns.map((c, i) => (i === index ? column : c)));
  const changeKind = (index: number, kind: TColumnKind) => {
    const { key: _old, ...rest } = columns[index];
    // The key names the kind, so a new kind is a new key.
    const fresh = newColumn(fields, kind, formNo, rest.label);
    set(index, { ...fresh, required: rest.required, ...(CHOICE_KINDS.has(kind) ? { options: rest.options ?? [] } : {}) });
  };
  const numberColumns = columns.filter((c) => NUMERIC_KINDS.has(c.kind));
  return (
    <div className="fc-rows">
      {columns.map((column, index) => (
        <div key={column.key} className="fc-column">
          <div className="fc-row">
            <Select<TColumnKind>
              style={{ width: 110 }}
              value={column.kind}
              aria-label={t('props.columnKind')}
              onChange={(kind) => changeKind(index, kind)}
              options={COLUMN_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
            />
            <Input value={column.label} onChange={(e) => set(index, { ...column, label: e.target.value })} aria-label={t('props.columnLabel')} maxLength={100} />
            <Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => onChange(moveItem(columns, index, index - 1))} aria-label={t('design.up')} />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              disabled={index === columns.length - 1}
              onClick={() => onChange(moveItem(columns, index, index + 1))}
              aria-label={t('design.down')}
            />
            <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={() => onChange(columns.filter((_, i) => i !== index))} aria-label={t('design.remove')} />
          </div>
          <div className="fc-row">
            <code className="adm-muted">{column.key}</code>
            <Checkbox checked={!!column.required} onChange={(e) => set(index, setProp(column, 'required', e.target.checked || undefined) as TColumn)}>
              {t('props.required')}
            </Checkbox>
          </div>
          {CHOICE_KINDS.has(column.kind) && <OptionsEditor options={column.options ?? []} onChange={(options) => set(index, { ...column, options })} />}
          {column.kind === 'computed' && (
            <Input
              value={column.formula}
              onChange={(e) => set(index, setProp(column, 'formula', e.target.value) as TColumn)}
              placeholder={numberColumns.filter((c) => c.key !== column.key).map((c) => `{${c.key}}`).join(' * ') || t('props.formula')}
              aria-label={t('props.formula')}
              maxLength={500}
            />
          )}
        </div>
      ))}
      <Button
        size="small"
        type="dashed"
        icon={<PlusOutlined />}
        onClick={() => onChange([...columns, newColumn(fields, 'text', formNo, t('props.columnN', { n: columns.length + 1 }))])}
      >
        {t('props.addColumn')}
      </Button>
    </div>
  );
}
