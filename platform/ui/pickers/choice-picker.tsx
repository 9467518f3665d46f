import { lazy, useMemo } from 'react';
import { PickerField, type TPickerTriggerProps } from './picker-field';

const Picker = lazy(() => import('antd-mobile/es/components/picker'));

export interface TChoice {
  label: string;
  value: string;
}

export type TChoicePickerProps = Omit<TPickerTriggerProps, 'text'> & {
  options: TChoice[];
  value: string;
  onChange: (value: string) => void;
  /** The popup's heading (the field's name). */
  title?: string;
};

/** One answer among options, on antd-mobile's wheel; a value no option has any more still shows as it is. */
export function ChoicePicker({ options, value, onChange, title, ...trigger }: TChoicePickerProps) {
  const text = value ? (options.find((o) => o.value === value)?.label ?? value) : '';
  // A wheel value that is an option and keeps its identity: else the wheel jumps to its first item on
  // its own, and that late turn can undo the person's.
  const wheel = useMemo(() => [options.some((o) => o.value === value) ? value : (options[0]?.value ?? '')], [options, value]);
  return (
    <PickerField {...trigger} text={text}>
      {(popup) => <Picker {...popup} title={title} columns={[options]} value={wheel} onConfirm={([picked]) => onChange(String(picked ?? ''))} />}
    </PickerField>
  );
}
