import { asText, type TFieldProps } from './field-props';

const DEFAULT_MAX = 2000;

/** Several lines of text, with the count of characters left. */
export function TextareaField({ field, value, onChange, readOnly, inputId }: TFieldProps) {
  const text = asText(value);
  const max = field.maxLength ?? DEFAULT_MAX;
  return (
    <div className="ff-textarea">
      <textarea id={inputId} className="q-input" rows={4} maxLength={max} placeholder={field.placeholder} value={text} readOnly={readOnly} onChange={(e) => onChange(e.target.value)} />
      {!readOnly && (
        <span className="ff-count">
          {[...text].length}/{max}
        </span>
      )}
    </div>
  );
}
