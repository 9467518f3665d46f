import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPicked } from '@quad/platform/shell/upload';
import { HiddenFileInput } from '@quad/platform/ui/hidden-file-input';
import { UploadProgress } from '@quad/platform/ui/upload-progress';

/** What the upload call takes (the server checks the content again): pictures and office documents. */
const ACCEPT = 'image/jpeg,image/png,.pdf,.docx,.xlsx,.pptx';
/** The contract's limit of a record's attachments. */
const MAX_FILES = 20;

export interface TPickedFile {
  file: string;
  name: string;
}

/** A declaration's optional files: each uploaded as it is picked, listed by name, removable before sending. */
export function AttachmentsPicker({ value, onChange }: { value: TPickedFile[]; onChange: (files: TPickedFile[]) => void }) {
  const { t } = useTranslation('research');
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number>();
  const add = async (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    const done = await uploadPicked(file, setPercent);
    setPercent(undefined);
    if (done) onChange([...value, { file: done.file, name: done.name }]);
  };
  return (
    <div className="rs-field">
      <span>{t('declare.attachments')}</span>
      {value.length > 0 && (
        <ul className="rs-chips" aria-label={t('declare.attachments')}>
          {value.map((picked) => (
            <li key={picked.file} className="rs-chip">
              {picked.name}
              <button type="button" className="q-text-button" aria-label={t('declare.remove', { name: picked.name })} onClick={() => onChange(value.filter((f) => f.file !== picked.file))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {value.length < MAX_FILES && (
        <button type="button" className="q-text-button" onClick={() => input.current?.click()} disabled={percent !== undefined}>
          {t('declare.addFile')}
        </button>
      )}
      <HiddenFileInput ref={input} accept={ACCEPT} label={t('declare.addFile')} onFile={(file) => void add(file)} />
      <UploadProgress percent={percent} />
    </div>
  );
}
