import { useTranslation } from 'react-i18next';
import { WhenPicker } from '@quad/platform/ui/pickers/when-picker';
import { asText, type TFieldProps } from './field-props';
import { pickerTrigger } from './picker-props';

/**
 * Date (DatePicker to the day), date-time (to the minute) and time (hours and minutes) within the
 * design's earliest/latest. Answers are `YYYY-MM-DD`, `YYYY-MM-DD HH:MM` and `HH:MM`.
 */
export function WhenField(props: TFieldProps) {
  const { field, value, onChange } = props;
  const { t } = useTranslation('forms-engine');
  const kind = field.kind === 'datetime' ? 'datetime' : field.kind === 'time' ? 'time' : 'date';
  return <WhenPicker {...pickerTrigger(props, t('pick'))} kind={kind} earliest={field.earliest} latest={field.latest} value={asText(value)} onChange={onChange} />;
}
