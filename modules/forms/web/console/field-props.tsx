import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import type { TField } from '@quad/forms-engine/shared/definition';
import { ColumnsEditor } from './columns-editor';
import { CHOICE_KINDS, conditionSources, DATE_KINDS, formulaKeys, LENGTH_KINDS, setProp, UPLOAD_KINDS } from './field-kinds';
import { OptionsEditor } from './options-editor';
import { VisibleIfEditor } from './visible-if-editor';
import { FORMS_CONSOLE_NS } from './console-strings';

/** What a date limit looks like for each date kind. */
const DATE_FORMAT: Record<string, string> = { date: 'YYYY-MM-DD', time: 'HH:MM', datetime: 'YYYY-MM-DD HH:MM' };
/** Kinds that show a placeholder in their input. */
const PLACEHOLDER_KINDS = new Set(['text', 'textarea', 'number', 'phone', 'idcard', 'studentno', 'email', 'select', 'date', 'time', 'datetime', 'region']);

export interface TFieldPropsProps {
  fields: TField[];
  index: number;
  formNo: number;
  /** The server's messages for this field, by property ('' for the field as a whole). */
  errors: Record<string, string>;
  onChange: (field: TField) => void;
}

/** The selected field's properties: the common ones, then those of its kind. */
export function FieldProps({ fields, index, formNo, errors, onChange }: TFieldPropsProps) {
  const { t } = useTranslation(FORMS_CONSOLE_NS);
  const field = fields[index];
  const set = <K extends keyof TField>(prop: K, value: TField[K] | undefined | null) => onChange(setProp(field, prop, value ?? undefined));
  /** A property row with the server's message for it, if any. */
  const item = (label: ReactNode, props: (keyof TField | '')[], control: ReactNode, extra?: ReactNode) => {
    const error = props.map((p) => errors[p]).find(Boolean);
    return (
      <Form.Item label={label} validateStatus={error ? 'error' : undefined} help={error} extra={extra}>
        {control}
      </Form.Item>
    );
  };
  const number = (prop: 'min' | 'max' | 'decimals' | 'minLength' | 'maxLength' | 'minSelect' | 'maxSelect' | 'maxCount' | 'minRows' | 'maxRows', label: string, min?: number) =>
    item(label, [prop], <InputNumber style={{ width: '100%' }} value={field[prop]} min={min} onChange={(v) => set(prop, v)} aria-label={label} />);

  return (
    <Form layout="vertical" component="div" size="small" className="fc-props">
      <p className="adm-muted">
        {t(`kind.${field.kind}`)} · <code>{field.key}</code>
      </p>
      {errors[''] && <p className="fc-error">{errors['']}</p>}
      {errors.key && <p className="fc-error">{errors.key}</p>}
      {item(t('props.label'), ['label'], <Input value={field.label} onChange={(e) => set('label', e.target.value)} maxLength={100} aria-label={t('props.label')} />)}
      {field.kind === 'description' ? (
        item(
          t('props.html'),
          ['html'],
          <Input.TextArea value={field.html} onChange={(e) => set('html', e.target.value)} autoSize={{ minRows: 6, maxRows: 16 }} aria-label={t('props.html')} />,
          t('props.htmlHint'),
        )
      ) : (
        <>
          <Form.Item>
            <Checkbox checked={!!field.required} onChange={(e) => set('required', e.target.checked || undefined)}>
              {t('props.required')}
            </Checkbox>
          </Form.Item>
          {item(t('props.help'), ['help'], <Input.TextArea value={field.help} onChange={(e) => set('help', e.target.value)} autoSize maxLength={500} aria-label={t('props.help')} />)}
          {PLACEHOLDER_KINDS.has(field.kind) &&
            item(t('props.placeholder'), ['placeholder'], <Input value={field.placeholder} onChange={(e) => set('placeholder', e.target.value)} maxLength={200} aria-label={t('props.placeholder')} />)}
        </>
      )}

      {LENGTH_KINDS.has(field.kind) && (
        <div className="fc-pair">
          {number('minLength', t('props.minLength'), 0)}
          {number('maxLength', t('props.maxLength'), 1)}
        </div>
      )}
      {(field.kind === 'number' || field.kind === 'computed') && (
        <>
          {field.kind === 'number' && (
            <div className="fc-pair">
              {number('min', t('props.min'))}
              {number('max', t('props.max'))}
            </div>
          )}
          <div className="fc-pair">
            {number('decimals', t('props.decimals'), 0)}
            {item(t('props.unit'), ['unit'], <Input value={field.unit} onChange={(e) => set('unit', e.target.value)} maxLength={20} aria-label={t('props.unit')} />)}
          </div>
        </>
      )}
      {field.kind === 'computed' &&
        item(
          t('props.formula'),
          ['formula'],
          <Input.TextArea value={field.formula} onChange={(e) => set('formula', e.target.value)} autoSize maxLength={500} aria-label={t('props.formula')} />,
          <div>
            <div>{t('props.formulaHint')}</div>
            <div className="fc-keys">
              {formulaKeys(fields.slice(0, index), field.key).map((key) => (
                <Tag key={key} className="fc-key" onClick={() => set('formula', `${field.formula ?? ''}${key}`)}>
                  {key}
                </Tag>
              ))}
            </div>
          </div>,
        )}
      {DATE_KINDS.has(field.kind) && (
        <div className="fc-pair">
          {item(t('props.earliest'), ['earliest'], <Input value={field.earliest} onChange={(e) => set('earliest', e.target.value)} placeholder={DATE_FORMAT[field.kind]} maxLength={16} aria-label={t('props.earliest')} />)}
          {item(t('props.latest'), ['latest'], <Input value={field.latest} onChange={(e) => set('latest', e.target.value)} placeholder={DATE_FORMAT[field.kind]} maxLength={16} aria-label={t('props.latest')} />)}
        </div>
      )}
      {CHOICE_KINDS.has(field.kind) && item(t('props.options'), ['options'], <OptionsEditor options={field.options ?? []} onChange={(options) => set('options', options)} />)}
      {field.kind === 'checkbox' && (
        <div className="fc-pair">
          {number('minSelect', t('props.minSelect'), 0)}
          {number('maxSelect', t('props.maxSelect'), 1)}
        </div>
      )}
      {field.kind === 'region' &&
        item(
          t('props.depth'),
          ['depth'],
          <Select
            value={field.depth ?? 3}
            onChange={(depth: 1 | 2 | 3) => set('depth', depth)}
            aria-label={t('props.depth')}
            options={([1, 2, 3] as const).map((d) => ({ value: d, label: t(`props.depth${d}`) }))}
          />,
        )}
      {UPLOAD_KINDS.has(field.kind) && number('maxCount', t('props.maxCount'), 1)}
      {field.kind === 'table' && (
        <>
          {item(t('props.columns'), ['columns'], <ColumnsEditor columns={field.columns ?? []} fields={fields} formNo={formNo} onChange={(columns) => set('columns', columns)} />)}
          <div className="fc-pair">
            {number('minRows', t('props.minRows'), 0)}
            {number('maxRows', t('props.maxRows'), 1)}
          </div>
        </>
      )}
      {item(t('props.visibleIf'), ['visibleIf'], <VisibleIfEditor rule={field.visibleIf} sources={conditionSources(fields, index)} onChange={(rule) => set('visibleIf', rule)} />)}
    </Form>
  );
}
