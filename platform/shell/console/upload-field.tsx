import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Space from 'antd/es/space';
import type { TUploadedFile } from '@quad/contracts/platform-calls';
import { uploadPicked } from '../upload';
import { HiddenFileInput } from '../../ui/hidden-file-input';
import { CONSOLE_NS } from './console-strings';

/** A stored file as a form holds it: its upload id and where it can be seen. */
export type TFileRef = Pick<TUploadedFile, 'file' | 'url'> & { thumb?: string; name?: string };

/**
 * One file of a console form (a cover, a video), usable as an antd form control: pick, upload with
 * progress, show what is there (`preview`), remove.
 */
export function UploadField({
  value,
  onChange,
  accept,
  label,
  preview,
}: {
  value?: TFileRef;
  onChange?: (file: TFileRef | undefined) => void;
  accept: string;
  label: string;
  preview?: (file: TFileRef) => ReactNode;
}) {
  const { t } = useTranslation(CONSOLE_NS);
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number>();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    const stored = await uploadPicked(file, setPercent);
    setPercent(undefined);
    if (stored) onChange?.({ file: stored.file, url: stored.url, thumb: stored.thumb, name: stored.name });
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value && preview?.(value)}
      <Space>
        <Button onClick={() => input.current?.click()} loading={percent !== undefined}>
          {value ? t('upload.replace', { label }) : t('upload.pick', { label })}
        </Button>
        {value && (
          <Button type="link" danger onClick={() => onChange?.(undefined)}>
            {t('upload.remove')}
          </Button>
        )}
      </Space>
      {percent !== undefined && <Progress percent={Math.round(percent)} size="small" />}
      <HiddenFileInput ref={input} accept={accept} label={label} onFile={(file) => void pick(file)} />
    </Space>
  );
}

/** A picture of a console form (a cover): an upload field that shows the picture it holds. */
export function PictureField(props: { value?: TFileRef; onChange?: (file: TFileRef | undefined) => void; label: string }) {
  return (
    <UploadField
      {...props}
      accept="image/*"
      preview={(picture) => <img src={picture.thumb || picture.url} alt={props.label} style={{ maxWidth: 240, borderRadius: 6 }} />}
    />
  );
}
