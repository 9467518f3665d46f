import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUploadedFile } from '@quad/contracts/platform-calls';
import { isMessagingApp } from '../shell/device';
import { uploadPicked } from '../shell/upload';
import { HiddenFileInput } from './hidden-file-input';
import { ImagePreviewOnDemand } from './image-preview-on-demand';
import { UploadProgress } from './upload-progress';

/** A picture as the list needs it: its upload id and where its image and thumbnail are. */
export type TPicture = Pick<TUploadedFile, 'file' | 'url' | 'thumb'>;

export interface TPictureLabels {
  image: (n: number) => string;
  remove: (n: number) => string;
  add: string;
}

/**
 * Pictures attached to something the user sends (feedback, a form's image field): each is uploaded
 * as soon as it is picked (with the upload progress of spec §2.3), shows as a thumbnail, opens in the
 * image preview, and can be removed; read-only, it only shows and previews them.
 */
export function ImageAttachments({
  images,
  onChange,
  max,
  readOnly = false,
  labels,
}: {
  images: TPicture[];
  onChange: (images: TPicture[]) => void;
  max: number;
  readOnly?: boolean;
  labels?: TPictureLabels;
}) {
  const { t } = useTranslation('shell');
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number>();
  const [previewAt, setPreviewAt] = useState<number>();
  const text: TPictureLabels = labels ?? {
    image: (n) => t('feedback.image', { n }),
    remove: (n) => t('feedback.removeImage', { n }),
    add: t('feedback.addImage'),
  };

  const add = async (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    const stored = await uploadPicked(file, setPercent);
    setPercent(undefined);
    if (stored) onChange([...images, stored]);
  };

  // Inside the messaging app its own picker (album or camera); the file input where the app refused.
  const pick = () =>
    isMessagingApp()
      ? // The SDK's helpers only matter inside the app: fetched there, not with every page that takes pictures.
        void import('../shell/wx-sdk')
          .then(({ wxReady, choosePicture }) => wxReady.then(choosePicture))
          .then(
            (file) => void add(file),
            () => input.current?.click(),
          )
      : input.current?.click();

  return (
    <div className="q-attachments">
      <ul className="q-attachments__list">
        {images.map((image, i) => (
          <li key={image.file} className="q-attachments__item">
            <button type="button" className="q-attachments__thumb" onClick={() => setPreviewAt(i)} aria-label={text.image(i + 1)}>
              <img src={image.thumb || image.url} alt="" />
            </button>
            {!readOnly && (
              <button
                type="button"
                className="q-attachments__remove"
                onClick={() => onChange(images.filter((other) => other !== image))}
                aria-label={text.remove(i + 1)}
              >
                ×
              </button>
            )}
          </li>
        ))}
        {!readOnly && images.length < max && (
          <li>
            <button type="button" className="q-attachments__add" onClick={pick} disabled={percent !== undefined}>
              <span aria-hidden="true">+</span>
              {text.add}
            </button>
          </li>
        )}
      </ul>
      <HiddenFileInput ref={input} accept="image/*" onFile={(file) => void add(file)} />
      <UploadProgress percent={percent} />
      {previewAt !== undefined && (
        <ImagePreviewOnDemand
          items={images.map((image, index) => ({ title: text.image(index + 1), src: image.url, index }))}
          start={previewAt}
          onClose={() => setPreviewAt(undefined)}
        />
      )}
    </div>
  );
}
