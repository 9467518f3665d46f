import { Suspense, useId, useState, type ReactNode } from 'react';
import { useConfig } from 'antd-mobile/es/components/config-provider';
import './pickers.css';

export interface TPickerTriggerProps {
  /** The button's id, so a field's `<label htmlFor>` names it. */
  id?: string;
  /** What is chosen, as a person reads it; empty shows the placeholder. */
  text: string;
  placeholder: string;
  /** A name for pages without a visible `<label>`: the button reads "name：chosen". */
  label?: string;
  /** The id of the visible label: the button then reads "label chosen", not the label alone. */
  labelledBy?: string;
  disabled?: boolean;
  /** The page's own placing of it (its look is `q-input`'s). */
  className?: string;
  /** Offered for an optional answer: a 清除 button beside a chosen one (a wheel cannot choose "none"). */
  onClear?: () => void;
}

/** What a picker popup needs from its trigger: whether it shows, how it closes, and focus back after. */
export interface TPopupControl {
  visible: boolean;
  onClose: () => void;
  afterClose: () => void;
}

/**
 * A phone field that picks through an antd-mobile popup: a real button (tab, Enter, a screen reader
 * read it, with the chosen value or the placeholder) that opens the popup `children` draws; focus
 * comes back to it when the popup has closed. The popup is drawn from the first tap on, so its
 * antd-mobile code (lazy chunks of the pickers) is fetched then, not with the page.
 */
export function PickerField({ id, text, placeholder, label, labelledBy, disabled, className, onClear, children }: TPickerTriggerProps & { children: (popup: TPopupControl) => ReactNode }) {
  const { locale } = useConfig();
  const [visible, setVisible] = useState(false);
  const [opened, setOpened] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const textId = useId();
  const clearId = useId();
  const shown = text || placeholder;
  const trigger = (
    <button
      ref={setButton}
      type="button"
      id={id}
      className={['q-input q-picker', text ? '' : 'q-picker--empty', className ?? ''].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-haspopup="dialog"
      aria-expanded={visible}
      aria-label={label ? `${label}：${shown}` : undefined}
      aria-labelledby={!label && labelledBy ? `${labelledBy} ${textId}` : undefined}
      onClick={() => {
        setOpened(true);
        setVisible(true);
      }}
    >
      <span className="q-picker__text" id={textId}>
        {shown}
      </span>
    </button>
  );
  return (
    <>
      {onClear ? (
        <span className="q-picker-row">
          {trigger}
          {text && !disabled && (
            <button
              type="button"
              id={clearId}
              className="q-picker__clear"
              aria-label={label ? `${locale.Input.clear}${label}` : undefined}
              aria-labelledby={!label && labelledBy ? `${clearId} ${labelledBy}` : undefined}
              onClick={() => {
                onClear();
                button?.focus();
              }}
            >
              {locale.Input.clear}
            </button>
          )}
        </span>
      ) : (
        trigger
      )}
      {opened && <Suspense fallback={null}>{children({ visible, onClose: () => setVisible(false), afterClose: () => button?.focus() })}</Suspense>}
    </>
  );
}
