import { asStrings, asText, type TFieldProps } from './field-props';

/** Radio (one answer) and checkbox (several, in the design's order) as tappable rows. */
export function ChoiceField({ field, value, onChange, readOnly, inputId }: TFieldProps) {
  const multiple = field.kind === 'checkbox';
  const picked = multiple ? asStrings(value) : [asText(value)];
  const options = field.options ?? [];
  const toggle = (v: string, on: boolean) => {
    if (!multiple) return onChange(v);
    const next = on ? [...picked, v] : picked.filter((p) => p !== v);
    onChange(options.map((o) => o.value).filter((o) => next.includes(o)));
  };
  return (
    <div className="ff-choices" role={multiple ? 'group' : 'radiogroup'} id={inputId}>
      {options.map((o) => (
        <label key={o.value} className={picked.includes(o.value) ? 'ff-choice ff-choice--on' : 'ff-choice'}>
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={inputId}
            value={o.value}
            checked={picked.includes(o.value)}
            disabled={readOnly}
            onChange={(e) => toggle(o.value, e.target.checked)}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}
