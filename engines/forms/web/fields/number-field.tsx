import { asText, type TFieldProps } from './field-props';

/** A number kept as typed (the engine checks decimals and limits), with its unit after it. */
export function NumberField({ field, value, onChange, readOnly, inputId }: TFieldProps) {
  return (
    <div className="ff-number">
      <input
        id={inputId}
        className="q-input"
        type="text"
        inputMode={field.decimals ? 'decimal' : 'numeric'}
        placeholder={field.placeholder}
        value={asText(value)}
        readOnly={readOnly}
        onChange={(e) => onChange(e.target.value.trim())}
      />
      {field.unit && <span className="ff-unit">{field.unit}</span>}
    </div>
  );
}
