import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPicked } from '@quad/platform/shell/upload';
import { HiddenFileInput } from '@quad/platform/ui/hidden-file-input';
import { UploadProgress } from '@quad/platform/ui/upload-progress';
import { attachUrl } from './attach-url';
import { asStrings, maxUploads, type TFieldProps } from './field-props';

/** What the upload call takes (the server checks the content again). */
const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,.pdf,.docx,.xlsx,.pptx';

/** Attachments: a list of files (named when picked here, numbered when restored), each removable. */
export function FileField({ field, value, onChange, readOnly, inputId }: TFieldProps) {
  const { t } = useTranslation('forms-engine');
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number>();
  // Answers keep only ids: names are known for the files picked on this page.
  const [names, setNames] = useState<Record<string, string>>({});
  const ids = asStrings(value);
  const max = maxUploads('file', field.maxCount);
  const add = async (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    const done = await uploadPicked(file, setPercent);
    setPercent(undefined);
    if (!done) return;
    setNames((n) => ({ ...n, [done.file]: done.name }));
    onChange([...ids, done.file]);
  };
  return (
    <div className="ff-files" id={inputId}>
      <ul className="ff-file-list">
        {ids.map((id, i) => (
          <li key={id}>
            <a href={attachUrl(id)} target="_blank" rel="noreferrer">
              {names[id] ?? t('file', { n: i + 1 })}
            </a>
            {!readOnly && (
              <button type="button" className="ff-link" onClick={() => onChange(ids.filter((other) => other !== id))}>
                {t('remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {!readOnly && ids.length < max && (
        <button type="button" className="ff-button" onClick={() => input.current?.click()} disabled={percent !== undefined}>
          {t('addFile', { n: ids.length, max })}
        </button>
      )}
      <HiddenFileInput ref={input} accept={ACCEPT} onFile={(file) => void add(file)} />
      <UploadProgress percent={percent} />
    </div>
  );
}
