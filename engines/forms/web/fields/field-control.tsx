import type { ReactNode } from 'react';
import type { TField } from '@quad/forms-engine/shared/definition';
import { CheckboxField } from './checkbox-field';
import { ComputedField } from './computed-field';
import { displayValue, readsAsText } from './display-value';
import type { TFieldProps } from './field-props';
import { FileField } from './file-field';
import { ImageField } from './image-field';
import { LocationField } from './location-field';
import { NumberField } from './number-field';
import { RegionField } from './region-field';
import { SelectField } from './select-field';
import { SignatureField } from './signature-field';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';
import { WhenField } from './when-field';

const CONTROLS: Partial<Record<TField['kind'], (props: TFieldProps) => ReactNode>> = {
  text: TextField,
  phone: TextField,
  idcard: TextField,
  studentno: TextField,
  email: TextField,
  textarea: TextareaField,
  number: NumberField,
  date: WhenField,
  time: WhenField,
  datetime: WhenField,
  radio: SelectField,
  checkbox: CheckboxField,
  select: SelectField,
  region: RegionField,
  image: ImageField,
  file: FileField,
  location: LocationField,
  signature: SignatureField,
};

/**
 * The control of one field (or one child-table cell). Tables and descriptions are laid out by the
 * form view; a computed field reads `scope` (the whole answer, or the cell's row).
 */
export function FieldControl(props: TFieldProps & { scope: Record<string, unknown> }) {
  const { field, scope, inputId } = props;
  if (field.kind === 'computed') return <ComputedField formula={field.formula} decimals={field.decimals} unit={field.unit} values={scope} inputId={inputId} />;
  if (props.readOnly && readsAsText(field))
    return (
      <p id={inputId} className="ff-readonly">
        {displayValue(field, props.value) || '—'}
      </p>
    );
  const Control = CONTROLS[field.kind];
  return Control ? <Control {...props} /> : null;
}
