import { useTranslation } from 'react-i18next';
import { FilesPicker, type TPickedFile } from '@quad/platform/ui/files-picker';

export type TProof = TPickedFile;

/** Photos of proof or a PDF. */
const ACCEPT = 'image/jpeg,image/png,.pdf';
/** A few pages of a 户口本 are enough; the contract allows 20. */
const MAX_FILES = 6;

/** 证明材料 (optional) of a correction. */
export function ProofPicker({ value, onChange }: { value: TProof[]; onChange: (files: TProof[]) => void }) {
  const { t } = useTranslation('infocheck');
  return (
    <div className="ic-field">
      <span>{t('correct.proof')}</span>
      <FilesPicker
        value={value}
        onChange={onChange}
        accept={ACCEPT}
        max={MAX_FILES}
        words={{ list: t('correct.proof'), add: t('correct.addProof'), remove: (name) => t('correct.removeProof', { name }) }}
      />
    </div>
  );
}
