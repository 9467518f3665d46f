import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUploadedFile } from '@quad/contracts/platform-calls';
import { toast } from '@quad/platform/shell/dialogs';
import { upload } from '@quad/platform/shell/upload';

/** A file input that uploads what is picked at once and hands back the stored file. */
export function UploadField({ label, accept, onUploaded }: { label: string; accept?: string; onUploaded: (file: TUploadedFile) => void }) {
  const { t } = useTranslation('news');
  const [percent, setPercent] = useState<number>();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    const answer = await upload(file, file.name, { onProgress: setPercent });
    setPercent(undefined);
    if (answer.e === 0) onUploaded(answer.d);
    else if (answer.e > 0 && answer.e !== 10013 && answer.e !== 10500)
      toast((answer.d as { errors?: Record<string, string> } | undefined)?.errors?.file ?? answer.m);
  };
  return (
    // The browser's own file input speaks the browser's language ("No file chosen"): it stays for
    // keyboards and screen readers, and a button in ours is what is seen.
    <label className="news-field">
      {label}
      <input
        type="file"
        className="q-visually-hidden"
        aria-label={label}
        accept={accept}
        onChange={(e) => void pick(e.target.files?.[0]).finally(() => (e.target.value = ''))}
      />
      <span className="news-upload" aria-hidden="true">
        {percent === undefined ? t('publish.pick') : t('publish.uploading', { percent: Math.round(percent) })}
      </span>
    </label>
  );
}
