import { lazy } from 'react';
import type { TChoice } from './choice-picker';
import { PickerField, type TPickerTriggerProps } from './picker-field';

const CheckSheetPopup = lazy(() => import('./check-sheet'));

export type TMultiChoicePickerProps = Omit<TPickerTriggerProps, 'text'> & {
  options: TChoice[];
  value: string[];
  /** The ticked values in the options' order, whatever order they were ticked in. */
  onChange: (value: string[]) => void;
  title?: string;
  /** Between the chosen labels on the button. */
  separator?: string;
};

/** Several answers: antd-mobile's CheckList in a bottom popup, confirmed or cancelled as a whole. */
export function MultiChoicePicker({ options, value, onChange, title, separator = '、', ...trigger }: TMultiChoicePickerProps) {
  const text = value.map((v) => options.find((o) => o.value === v)?.label ?? v).join(separator);
  return (
    <PickerField {...trigger} text={text}>
      {(popup) => <CheckSheetPopup {...popup} options={options} value={value} title={title} onChange={onChange} />}
    </PickerField>
  );
}
