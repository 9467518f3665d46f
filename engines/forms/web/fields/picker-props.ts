import type { TPickerTriggerProps } from '@quad/platform/ui/pickers/picker-field';
import type { TFieldProps } from './field-props';

/** The id of a field's visible label, so a picker's button reads "label chosen-value". */
export const labelIdOf = (inputId: string): string => `${inputId}-label`;

/**
 * What every picker field's button shares: its id, name, placeholder, the popup's title, and for an
 * optional answer a way back to none (ticks are simply unticked in their sheet).
 */
export const pickerTrigger = ({ field, inputId, readOnly, onChange }: TFieldProps, pick: string): Omit<TPickerTriggerProps, 'text'> & { title: string } => ({
  id: inputId,
  labelledBy: labelIdOf(inputId),
  placeholder: field.placeholder || pick,
  disabled: readOnly,
  title: field.label,
  onClear: field.required || field.kind === 'checkbox' ? undefined : () => onChange(''),
});
