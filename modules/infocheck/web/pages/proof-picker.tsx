import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPicked } from '@quad/platform/shell/upload';
import { HiddenFileInput } from '@quad/platform/ui/hidden-file-input';
import { UploadProgress } from '@quad/platform/ui/upload-progress';

/** Photos of proof or a PDF (the server checks the content again). */
const ACCEPT = 'image/jpeg,image/png,.pdf';
/** A few pages of a 户口本 are enough; the contract allows 20. */
const MAX_FILES = 6;

export interface TProof {
  file: string;
  name: string;
}

/** 证明材料 (optional): each uploaded as it is picked, listed by name, removable before sending. */
export function ProofPicker({ value, onChange }: { value: TProof[]; onChange: (files: TProof[]) => void }) {
  const { t } = useTranslation('infocheck');
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
    <div className="ic-field">
      <span>{t('correct.proof')}</span>
      {value.length > 0 && (
        <ul className="ic-chips" aria-label={t('correct.proof')}>
          {value.map((picked) => (
            <li key={picked.file} className="ic-chip">
              {picked.name}
              <button type="button" className="q-text-button" aria-label={t('correct.removeProof', { name: picked.name })} onClick={() => onChange(value.filter((f) => f.file !== picked.file))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {value.length < MAX_FILES && (
        <button type="button" className="q-text-button" onClick={() => input.current?.click()} disabled={percent !== undefined}>
          {t('correct.addProof')}
        </button>
      )}
      <HiddenFileInput ref={input} accept={ACCEPT} label={t('correct.addProof')} onFile={(file) => void add(file)} />
      <UploadProgress percent={percent} />
    </div>
  );
}
