import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@quad/contracts/errors';
import { toast } from '@quad/web/shell/dialogs';
import { upload } from '@quad/web/shell/upload';
import { ImagePreview } from '@quad/web/ui/image-preview';
import { UploadProgress } from '@quad/web/ui/upload-progress';
import { shownByShell } from '../failures';
import { attachUrl } from './attach-url';
import { asStrings, type TFieldProps } from './field-props';

const DEFAULT_MAX = { image: 9, file: 5 } as const;

/** Uploads one picked file; resolves with its id, or undefined once the failure was shown. */
export async function uploadPicked(file: File, onProgress: (p: number) => void): Promise<{ id: string; name: string } | undefined> {
  const answer = await upload(file, file.name, { onProgress });
  if (answer.e === ErrorCode.OK) return { id: answer.d.file, name: answer.d.name };
  // A refused file says why.
  const errors = (answer.d as { errors?: Record<string, string> } | undefined)?.errors;
  if (!shownByShell(answer.e)) toast(errors?.file ?? answer.m);
  return undefined;
}

export const maxUploads = (kind: 'image' | 'file', maxCount?: number) => maxCount ?? DEFAULT_MAX[kind];

/** Pictures: thumbnails that open the preview, a remove button each, and an add tile up to maxCount. */
export function ImageField({ field, value, onChange, readOnly, inputId }: TFieldProps) {
  const { t } = useTranslation('forms');
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number>();
  const [previewAt, setPreviewAt] = useState<number>();
  const ids = asStrings(value);
  const max = maxUploads('image', field.maxCount);
  const add = async (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    const done = await uploadPicked(file, setPercent);
    setPercent(undefined);
    if (done) onChange([...ids, done.id]);
  };
  return (
    <div className="ff-uploads" id={inputId}>
      <ul className="q-attachments__list">
        {ids.map((id, i) => (
          <li key={id} className="q-attachments__item">
            <button type="button" className="q-attachments__thumb" onClick={() => setPreviewAt(i)} aria-label={t('fill.image', { n: i + 1 })}>
              <img src={attachUrl(id, true)} alt="" />
            </button>
            {!readOnly && (
              <button type="button" className="q-attachments__remove" onClick={() => onChange(ids.filter((other) => other !== id))} aria-label={t('fill.remove')}>
                ×
              </button>
            )}
          </li>
        ))}
        {!readOnly && ids.length < max && (
          <li>
            <button type="button" className="q-attachments__add" onClick={() => input.current?.click()} disabled={percent !== undefined}>
              <span aria-hidden="true">+</span>
              {t('fill.addImage', { n: ids.length, max })}
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          void add(file);
        }}
      />
      <UploadProgress percent={percent} />
      {previewAt !== undefined && (
        <ImagePreview
          items={ids.map((id, index) => ({ title: t('fill.image', { n: index + 1 }), src: attachUrl(id), index }))}
          start={previewAt}
          onClose={() => setPreviewAt(undefined)}
        />
      )}
    </div>
  );
}
