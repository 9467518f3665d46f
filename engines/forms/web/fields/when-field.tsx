import { asText, type TFieldProps } from './field-props';

/**
 * Date, time and date-time with the phone's own pickers (no picker library in the page). Answers are
 * `YYYY-MM-DD`, `HH:MM` and `YYYY-MM-DD HH:MM`; the browser's date-time input uses a `T`.
 */
export function WhenField({ field, value, onChange, readOnly, inputId }: TFieldProps) {
  const datetime = field.kind === 'datetime';
  const toInput = (s: string) => (datetime ? s.replace(' ', 'T') : s);
  return (
    <input
      id={inputId}
      className="ff-input"
      type={datetime ? 'datetime-local' : field.kind === 'time' ? 'time' : 'date'}
      min={field.earliest ? toInput(field.earliest) : undefined}
      max={field.latest ? toInput(field.latest) : undefined}
      value={toInput(asText(value))}
      readOnly={readOnly}
      onChange={(e) => onChange(datetime ? e.target.value.replace('T', ' ') : e.target.value)}
    />
  );
}
