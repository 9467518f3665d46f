import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@quad/contracts/errors';
import type { TUploadedFile } from '@quad/contracts/platform-calls';
import { toast } from '../shell/dialogs';
import { NETWORK_ERROR } from '../shell/request';
import { upload } from '../shell/upload';
import { ImagePreview } from './image-preview';
import { UploadProgress } from './upload-progress';

/** The server's reason for refusing a file: the field's own message when it names one. */
function refusal(answer: { m: string; d?: unknown }): string {
  const errors = (answer.d as { errors?: Record<string, string> } | undefined)?.errors;
  return errors?.file ?? answer.m;
}

/**
 * Pictures attached to something the user sends: each is uploaded as soon as it is picked (with the
 * upload progress of spec §2.3), shows as a thumbnail, opens in the image preview, and can be removed.
 */
export function ImageAttachments({
  images,
  onChange,
  max,
}: {
  images: TUploadedFile[];
  onChange: (images: TUploadedFile[]) => void;
  max: number;
}) {
  const { t } = useTranslation('shell');
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number>();
  const [previewAt, setPreviewAt] = useState<number>();
  const titleOf = (i: number) => t('feedback.image', { n: i + 1 });

  const add = async (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    const answer = await upload(file, file.name, { onProgress: setPercent });
    setPercent(undefined);
    if (answer.e === ErrorCode.OK) onChange([...images, answer.d]);
    // Network and system failures were shown already; a refused file says why.
    else if (answer.e !== NETWORK_ERROR && answer.e !== ErrorCode.SYSTEM && answer.e !== ErrorCode.NOT_LOGGED_IN) toast(refusal(answer));
  };

  return (
    <div className="q-attachments">
      <ul className="q-attachments__list">
        {images.map((image, i) => (
          <li key={image.file} className="q-attachments__item">
            <button type="button" className="q-attachments__thumb" onClick={() => setPreviewAt(i)} aria-label={titleOf(i)}>
              <img src={image.thumb || image.url} alt="" />
            </button>
            <button
              type="button"
              className="q-attachments__remove"
              onClick={() => onChange(images.filter((other) => other !== image))}
              aria-label={t('feedback.removeImage', { n: i + 1 })}
            >
              ×
            </button>
          </li>
        ))}
        {images.length < max && (
          <li>
            <button type="button" className="q-attachments__add" onClick={() => input.current?.click()} disabled={percent !== undefined}>
              <span aria-hidden="true">+</span>
              {t('feedback.addImage')}
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void add(file);
        }}
      />
      <UploadProgress percent={percent} />
      {previewAt !== undefined && (
        <ImagePreview
          items={images.map((image, index) => ({ title: titleOf(index), src: image.url, index }))}
          start={previewAt}
          onClose={() => setPreviewAt(undefined)}
        />
      )}
    </div>
  );
}
