import { useTranslation } from 'react-i18next';
import { FilesPicker, type TPickedFile } from '@quad/platform/ui/files-picker';

export type { TPickedFile };

/** What the upload call takes: pictures and office documents. */
const ACCEPT = 'image/jpeg,image/png,.pdf,.docx,.xlsx,.pptx';
/** The contract's limit of a record's attachments. */
const MAX_FILES = 20;

/** A declaration's optional files. */
export function AttachmentsPicker({ value, onChange }: { value: TPickedFile[]; onChange: (files: TPickedFile[]) => void }) {
  const { t } = useTranslation('research');
  return (
    <div className="rs-field">
      <span>{t('declare.attachments')}</span>
      <FilesPicker
        value={value}
        onChange={onChange}
        accept={ACCEPT}
        max={MAX_FILES}
        words={{ list: t('declare.attachments'), add: t('declare.addFile'), remove: (name) => t('declare.remove', { name }) }}
      />
    </div>
  );
}
