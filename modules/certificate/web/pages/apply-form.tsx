import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@quad/platform/shell/dialogs';
import { newRequestId } from '@quad/platform/shell/request-id';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { LabelledTextArea } from '@quad/platform/ui/labelled-text-area';
import { ChoicePicker } from '@quad/platform/ui/pickers/choice-picker';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { MAX_COPIES } from '../../rules';
import { useApplicableTypes, useApplyCertificate } from '../calls/applicant';

const EMPTY = { typeId: '', purpose: '', copies: 1 };

/** 申请证明: the type (its office shown), what it is for, how many copies; who approves is the type's flow. */
export function ApplyForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('certificate');
  const types = useApplicableTypes();
  const apply = useApplyCertificate();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState('');
  // One id per request being written: a retry after a lost answer is the same request.
  const requestId = useRef(newRequestId());
  const set = (patch: Partial<typeof EMPTY>) => setForm((f) => ({ ...f, ...patch }));

  if (types.isError) return <ErrorView error={types.error} onRetry={() => void types.refetch()} />;
  if (!types.data) return <LoadingView />;
  if (types.data.list.length === 0) return <EmptyView text={t('form.noTypes')} />;
  const chosen = types.data.list.find((type) => type.id === form.typeId);

  const send = async () => {
    setError('');
    if (!form.typeId) return setError(t('form.typeMissing'));
    const sent = await apply
      .mutateAsync({ typeId: form.typeId, purpose: form.purpose, copies: form.copies, requestId: requestId.current })
      .catch((refusal: Error) => setError(refusal.message));
    if (!sent) return;
    requestId.current = newRequestId();
    setForm(EMPTY);
    toast(t('form.sent'));
    onSent();
  };

  return (
    <form className="q-card ct-form" onSubmit={(e) => (e.preventDefault(), void send())}>
      <div className="ct-field">
        <span aria-hidden="true">{t('form.type')}</span>
        <ChoicePicker
          options={types.data.list.map((type) => ({ value: type.id, label: type.name }))}
          value={form.typeId}
          onChange={(typeId) => set({ typeId })}
          label={t('form.type')}
          placeholder={t('form.choose')}
          title={t('form.type')}
        />
      </div>
      {chosen && (
        <p className="ct-hint" aria-live="polite">
          {t('form.office', { office: chosen.office })}
          {chosen.description && <small> · {chosen.description}</small>}
        </p>
      )}
      <div className="ct-field">
        <span aria-hidden="true">{t('form.purpose')}</span>
        <LabelledTextArea label={t('form.purpose')} value={form.purpose} maxLength={200} rows={3} showCount onChange={(purpose) => set({ purpose })} />
      </div>
      <label className="ct-field">
        {t('form.copies')}
        <input
          className="q-input"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_COPIES}
          value={form.copies}
          onChange={(e) => set({ copies: Number(e.target.value) })}
        />
      </label>
      <FormSubmit error={error} errorClassName="ct-error" busy={apply.isPending}>
        {t('form.submit')}
      </FormSubmit>
    </form>
  );
}
