import { lazy, useMemo } from 'react';
import { PickerField, type TPickerTriggerProps } from './picker-field';
import { formatWhen, wheelStart, whenRange, type TWhenKind } from '../../shell/when-values';

export type TWhenPickerProps = Omit<TPickerTriggerProps, 'text'> & {
  kind: TWhenKind;
  /** `YYYY-MM-DD`, `HH:MM` or `YYYY-MM-DD HH:MM` (local time); empty when none is chosen. */
  value: string;
  onChange: (value: string) => void;
  /** Bounds in the same form (dates and date-times only: a time of day has no wheel bounds). */
  earliest?: string;
  latest?: string;
  title?: string;
};

const DatePicker = lazy(() => import('antd-mobile/es/components/date-picker'));
const Picker = lazy(() => import('antd-mobile/es/components/picker'));

const twoDigits = (count: number) => Array.from({ length: count }, (_, n) => String(n).padStart(2, '0')).map((v) => ({ label: v, value: v }));
const TIME_COLUMNS = [twoDigits(24), twoDigits(60)];

/**
 * A day (DatePicker to the day), a day and time (to the minute) or a time of day (hours and minutes:
 * antd-mobile's DatePicker always starts at the year). The wheel starts at the answer, else now.
 */
export function WhenPicker({ kind, value, onChange, earliest, latest, title, ...trigger }: TWhenPickerProps) {
  // Kept while the answer and bounds are: a new Date or array on every render would reset the wheels.
  const { range, start, time } = useMemo(() => {
    const range = whenRange(kind, earliest, latest);
    const start = wheelStart(kind, value, range);
    return { range, start, time: formatWhen('time', start).split(':') };
  }, [kind, value, earliest, latest]);
  return (
    <PickerField {...trigger} text={value}>
      {(popup) =>
        kind === 'time' ? (
          <Picker {...popup} title={title} columns={TIME_COLUMNS} value={time} onConfirm={([h, m]) => onChange(`${h ?? '00'}:${m ?? '00'}`)} />
        ) : (
          <DatePicker {...popup} title={title} precision={kind === 'date' ? 'day' : 'minute'} min={range.min} max={range.max} value={start} onConfirm={(d) => onChange(formatWhen(kind, d))} />
        )
      }
    </PickerField>
  );
}
