import { useState } from 'react';
import CheckList from 'antd-mobile/es/components/check-list';
import { useConfig } from 'antd-mobile/es/components/config-provider';
import Popup from 'antd-mobile/es/components/popup';
import type { TChoice } from './choice-picker';
import type { TPopupControl } from './picker-field';

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

/** The multiple-choice popup (a lazy chunk of its own, with antd-mobile's CheckList and Popup). */
export default function CheckSheetPopup({ visible, onClose, afterClose, onChange, ...sheet }: TPopupControl & { options: TChoice[]; value: string[]; title?: string; onChange: (v: string[]) => void }) {
  return (
    // Destroyed on close, so the sheet starts from the answer again each time it opens.
    <Popup visible={visible} onMaskClick={onClose} afterClose={afterClose} destroyOnClose>
      <CheckSheet
        {...sheet}
        onCancel={onClose}
        onConfirm={(v) => {
          onChange(v);
          onClose();
        }}
      />
    </Popup>
  );
}
