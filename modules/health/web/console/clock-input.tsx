import dayjs from 'dayjs';
import TimePicker from 'antd/es/time-picker';

/**
 * A time of the site's day as the settings keep it (`HH:MM`), picked with antd's time picker; an
 * optional one clears to '' (the form's "none").
 */
export function ClockInput({
  value,
  onChange,
  optional,
  label,
}: {
  value?: string;
  onChange?: (value: string) => void;
  optional?: boolean;
  label: string;
}) {
  return (
    <TimePicker
      format="HH:mm"
      needConfirm={false}
      value={value ? dayjs(`2000-01-01T${value.padStart(5, '0')}`) : null}
      onChange={(d) => onChange?.(d ? d.format('HH:mm') : '')}
      allowClear={!!optional}
      aria-label={label}
    />
  );
}
