import { useTranslation } from 'react-i18next';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import type { TOption } from '@quad/forms-engine/shared/definition';
import { moveItem } from './field-kinds';
import { FORMS_CONSOLE_NS } from './console-strings';

/** The next option value: one past the largest number used, so values stay unique as options come and go. */
const nextValue = (options: readonly TOption[]): string =>
  String(options.reduce((max, o) => Math.max(max, Number(o.value) || 0), 0) + 1);

/** A choice field's options: the name people see and the value the answer stores, in order. */
export function OptionsEditor({ options, onChange }: { options: TOption[]; onChange: (options: TOption[]) => void }) {
  const { t } = useTranslation(FORMS_CONSOLE_NS);
  const set = (index: number, change: Partial<TOption>) => onChange(options.map((o, i) => (i === index ? { ...o, ...change } : o)));
  return (
    <div className="fc-rows">
      {options.map((option, index) => (
        <div key={index} className="fc-row">
          <Input
            value={option.label}
            onChange={(e) => set(index, { label: e.target.value })}
            placeholder={t('props.optionLabel')}
            aria-label={`${t('props.optionLabel')} ${index + 1}`}
            maxLength={100}
          />
          <Input
            className="fc-row__value"
            value={option.value}
            onChange={(e) => set(index, { value: e.target.value })}
            placeholder={t('props.optionValue')}
            aria-label={`${t('props.optionValue')} ${index + 1}`}
            maxLength={100}
          />
          <Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => onChange(moveItem(options, index, index - 1))} aria-label={t('design.up')} />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            disabled={index === options.length - 1}
            onClick={() => onChange(moveItem(options, index, index + 1))}
            aria-label={t('design.down')}
          />
          <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={() => onChange(options.filter((_, i) => i !== index))} aria-label={t('design.remove')} />
        </div>
      ))}
      <Button
        size="small"
        type="dashed"
        icon={<PlusOutlined />}
        onClick={() => {
          const value = nextValue(options);
          onChange([...options, { value, label: t('props.optionN', { n: value }) }]);
        }}
      >
        {t('props.addOption')}
      </Button>
    </div>
  );
}
