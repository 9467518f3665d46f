import { useTranslation } from 'react-i18next';
import { ChoicePicker } from '@quad/platform/ui/pickers/choice-picker';
import { asText, type TFieldProps } from './field-props';
import { pickerTrigger } from './picker-props';

/** One answer among options (a drop-down list, or radio buttons) on antd-mobile's wheel. */
export function SelectField(props: TFieldProps) {
  const { field, value, onChange } = props;
  const { t } = useTranslation('forms-engine');
  return <ChoicePicker {...pickerTrigger(props, t('pick'))} options={field.options ?? []} value={asText(value)} onChange={onChange} />;
}
