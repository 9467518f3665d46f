import type { TField } from '@quad/forms-engine/shared/definition';
import type { TPickerTriggerProps } from '@quad/platform/ui/pickers/picker-field';

/** The id of a field's visible label, so a picker's button reads "label chosen-value". */
export const labelIdOf = (inputId: string): string => `${inputId}-label`;

/** What every picker field's button shares: its id, name, placeholder, and the popup's title (its look is the inputs' look: `q-picker`). */
export const pickerTrigger = (field: TField, inputId: string, readOnly: boolean, pick: string): Omit<TPickerTriggerProps, 'text'> & { title: string } => ({
  id: inputId,
  labelledBy: labelIdOf(inputId),
  placeholder: field.placeholder || pick,
  disabled: readOnly,
  title: field.label,
});
