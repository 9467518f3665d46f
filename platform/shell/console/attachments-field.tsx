import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { CONSOLE_NS } from './console-strings';
import { UploadField, type TFileRef } from './upload-field';

/** A file a record carries, as a form holds it. */
export type TAttachmentRef = TFileRef & { name: string };

/** The files of a console form (a notice's, an article's), usable as an antd form control: add one at a time, remove any. */
export function AttachmentsField({ value = [], onChange, label, max = 20 }: { value?: TAttachmentRef[]; onChange?: (files: TAttachmentRef[]) => void; label: string; max?: number }) {
  const { t } = useTranslation(CONSOLE_NS);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value.length > 0 && (
        <ul className="q-attachment-list" aria-label={label}>
          {value.map((f) => (
            <li key={f.file}>
              <a href={f.url} target="_blank" rel="noopener noreferrer">
                {f.name}
              </a>
              <Button type="link" danger size="small" onClick={() => onChange?.(value.filter((other) => other.file !== f.file))} aria-label={`${t('upload.remove')} ${f.name}`}>
                {t('upload.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {value.length < max && (
        <UploadField accept="image/*,.pdf,.docx,.xlsx,.pptx,video/mp4,video/webm" label={label} onChange={(f) => f && onChange?.([...value, { ...f, name: f.name ?? f.file }])} />
      )}
    </Space>
  );
}
