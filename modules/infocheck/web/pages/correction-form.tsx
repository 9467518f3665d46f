import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Input from 'antd-mobile/es/components/input';
import { toast } from '@quad/platform/shell/dialogs';
import { newRequestId } from '@quad/platform/shell/request-id';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { LabelledTextArea } from '@quad/platform/ui/labelled-text-area';
import type { TRecordItem } from '../../contract';
import type { TRecordField } from '../../contract-fields';
import { useRequestCorrection } from '../calls/my-record';
import { ProofPicker, type TProof } from './proof-picker';

/** 申请更正 one item: the new value, why, and optionally photos of proof (户口本, 证明). */
export function CorrectionForm({ item, onDone }: { item: TRecordItem; onDone: () => void }) {
  const { t } = useTranslation('infocheck');
  const ask = useRequestCorrection();
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [proofs, setProofs] = useState<TProof[]>([]);
  const [error, setError] = useState('');
  // One id per form being filled in: a retry after a lost answer is the same request.
  const requestId = useRef(newRequestId());

  const send = async () => {
    if (!value.trim()) return setError(t('correct.noValue'));
    if (!reason.trim()) return setError(t('correct.noReason'));
    setError('');
    try {
      await ask.mutateAsync({ field: item.field as TRecordField, value: value.trim(), reason: reason.trim(), attachments: proofs.map((p) => p.file), requestId: requestId.current });
    } catch (refusal) {
      return setError((refusal as Error).message);
    }
    toast(t('correct.sent'));
    onDone();
  };

  return (
    <form className="ic-form" aria-label={t('correct.title', { label: item.label })} onSubmit={(e) => (e.preventDefault(), void send())}>
      <h2 className="q-card__title">{t('correct.title', { label: item.label })}</h2>
      <p className="ic-muted">{t('correct.current', { value: item.value || t('blank') })}</p>
      <label className="ic-field">
        <span>{t('correct.value')}</span>
        <Input className="q-input" value={value} onChange={setValue} placeholder={t('correct.valuePlaceholder', { label: item.label })} maxLength={200} />
      </label>
      <div className="ic-field">
        <span>{t('correct.reason')}</span>
        <LabelledTextArea label={t('correct.reason')} value={reason} onChange={setReason} maxLength={500} rows={3} placeholder={t('correct.reasonPlaceholder')} />
      </div>
      <ProofPicker value={proofs} onChange={setProofs} />
      <FormSubmit error={error} errorClassName="ic-error" busy={ask.isPending}>
        {t('correct.submit')}
      </FormSubmit>
    </form>
  );
}
