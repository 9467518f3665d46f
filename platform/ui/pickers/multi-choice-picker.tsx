import { useState } from 'react';
import CheckList from 'antd-mobile/es/components/check-list';
import { useConfig } from 'antd-mobile/es/components/config-provider';
import Popup from 'antd-mobile/es/components/popup';
import type { TChoice } from './choice-picker';
import { PickerField, type TPickerTriggerProps } from './picker-field';

export type TMultiChoicePickerProps = Omit<TPickerTriggerProps, 'text'> & {
  options: TChoice[];
  value: string[];
  /** The ticked values in the options' order, whatever order they were ticked in. */
  onChange: (value: string[]) => void;
  title?: string;
  /** Between the chosen labels on the button. */
  separator?: string;
};

/** The ticks being made: they become the answer on confirm only, as a wheel's turn does. */
function CheckSheet({ options, value, title, onConfirm, onCancel }: { options: TChoice[]; value: string[]; title?: string; onConfirm: (v: string[]) => void; onCancel: () => void }) {
  const { locale } = useConfig();
  const [ticked, setTicked] = useState(value);
  return (
    <div role="dialog" aria-label={title}>
      <header className="q-check-sheet__head">
        <button type="button" onClick={onCancel}>
          {locale.common.cancel}
        </button>
        <h2>{title}</h2>
        <button type="button" onClick={() => onConfirm(options.map((o) => o.value).filter((v) => ticked.includes(v)))}>
          {locale.common.confirm}
        </button>
      </header>
      <CheckList className="q-check-sheet__list" multiple value={ticked} onChange={(v) => setTicked(v.map(String))}>
        {options.map((o) => (
          <CheckList.Item key={o.value} value={o.value}>
            {/* The item is a plain clickable row: this names it as the tick box it is. */}
            <span role="checkbox" aria-checked={ticked.includes(o.value)}>
              {o.label}
            </span>
          </CheckList.Item>
        ))}
      </CheckList>
    </div>
  );
}

/** Several answers: antd-mobile's CheckList in a bottom popup, confirmed or cancelled as a whole. */
export function MultiChoicePicker({ options, value, onChange, title, separator = '、', ...trigger }: TMultiChoicePickerProps) {
  const text = value.map((v) => options.find((o) => o.value === v)?.label ?? v).join(separator);
  return (
    <PickerField {...trigger} text={text}>
      {({ visible, onClose, afterClose }) => (
        // Destroyed on close, so the sheet starts from the answer again each time it opens.
        <Popup visible={visible} onMaskClick={onClose} afterClose={afterClose} destroyOnClose>
          <CheckSheet
            options={options}
            value={value}
            title={title}
            onCancel={onClose}
            onConfirm={(v) => {
              onChange(v);
              onClose();
            }}
          />
        </Popup>
      )}
    </PickerField>
  );
}
