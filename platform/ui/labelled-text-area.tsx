import { useId } from 'react';
import TextArea, { type TextAreaProps } from 'antd-mobile/es/components/text-area';

/**
 * antd-mobile's TextArea puts `aria-label` on its wrapper, not on the textarea, so screen readers
 * announce an unnamed field: this one names the textarea itself with a label only they read.
 */
export function LabelledTextArea({ label, ...props }: TextAreaProps & { label: string }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="q-visually-hidden">
        {label}
      </label>
      <TextArea {...props} id={id} />
    </>
  );
}
