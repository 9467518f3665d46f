import type { RefObject } from 'react';

/**
 * A file input that a button of the page's own opens (`ref.current.click()`): the browser's own
 * would speak the browser's language ("No file chosen"). It hands over the file picked and forgets
 * it, so the same file may be picked again. Hidden by style: antd's reset shows file inputs
 * (display: block) whatever `hidden` says.
 */
export function HiddenFileInput({
  ref,
  accept,
  label,
  disabled,
  onFile,
}: {
  ref: RefObject<HTMLInputElement | null>;
  accept: string;
  label?: string;
  disabled?: boolean;
  onFile: (file: File | undefined) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      style={{ display: 'none' }}
      aria-label={label}
      disabled={disabled}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        onFile(file);
      }}
    />
  );
}
