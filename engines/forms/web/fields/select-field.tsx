import { useTranslation } from 'react-i18next';
import { asText, type TFieldProps } from './field-props';

/** A drop-down list (the phone shows its own picker). */
export function SelectField({ field, value, onChange, readOnly, inputId }: TFieldProps) {
  const { t } = useTranslation('forms-engine');
  return (
    <select id={inputId} className="ff-input ff-select" value={asText(value)} disabled={readOnly} onChange={(e) => onChange(e.target.value)}>
      <option value="">{field.placeholder || t('pick')}</option>
      {(field.options ?? []).map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
