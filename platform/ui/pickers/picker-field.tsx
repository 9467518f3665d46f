import { Suspense, useId, useState, type ReactNode } from 'react';
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
export function PickerField({ id, text, placeholder, label, labelledBy, disabled, className, children }: TPickerTriggerProps & { children: (popup: TPopupControl) => ReactNode }) {
  const [visible, setVisible] = useState(false);
  const [opened, setOpened] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const textId = useId();
  const shown = text || placeholder;
  return (
    <>
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
      {opened && <Suspense fallback={null}>{children({ visible, onClose: () => setVisible(false), afterClose: () => button?.focus() })}</Suspense>}
    </>
  );
}
