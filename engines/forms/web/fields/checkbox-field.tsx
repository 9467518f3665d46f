import { useTranslation } from 'react-i18next';
import { MultiChoicePicker } from '@quad/platform/ui/pickers/multi-choice-picker';
import { asStrings, type TFieldProps } from './field-props';
import { pickerTrigger } from './picker-props';

/** Several answers (checkboxes): a tick list in a bottom popup, kept in the design's order. */
export function CheckboxField(props: TFieldProps) {
  const { field, value, onChange } = props;
  const { t } = useTranslation('forms-engine');
  return <MultiChoicePicker {...pickerTrigger(props, t('pick'))} options={field.options ?? []} value={asStrings(value)} onChange={onChange} />;
}
