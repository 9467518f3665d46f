import { useTranslation } from 'react-i18next';
import { ImageAttachments, type TPicture } from '@quad/platform/ui/image-attachments';
import { attachUrl } from './attach-url';
import { asStrings, maxUploads, type TFieldProps } from './field-props';

/** Pictures: the portal's picture list, over answers that keep only the upload ids. */
export function ImageField({ field, value, onChange, readOnly, inputId }: TFieldProps) {
  const { t } = useTranslation('forms-engine');
  const ids = asStrings(value);
  const max = maxUploads('image', field.maxCount);
  const pictures: TPicture[] = ids.map((id) => ({ file: id, url: attachUrl(id), thumb: attachUrl(id, true) }));
  return (
    <div className="ff-uploads" id={inputId}>
      <ImageAttachments
        images={pictures}
        onChange={(next) => onChange(next.map((p) => p.file))}
        max={max}
        readOnly={readOnly}
        labels={{ image: (n) => t('image', { n }), remove: () => t('remove'), add: t('addImage', { n: ids.length, max }) }}
      />
    </div>
  );
}
