import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@quad/platform/shell/dialogs';
import { newRequestId } from '@quad/platform/shell/request-id';
import { formatWhen } from '@quad/platform/shell/when-values';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { LabelledTextArea } from '@quad/platform/ui/labelled-text-area';
import { WhenPicker } from '@quad/platform/ui/pickers/when-picker';
import { isPlate } from '../../rules';
import { useApplyCar } from '../calls/car';

const EMPTY = { plate: '', owner: '', reason: '', start: '', end: '' };

/** 申请车辆通行证: plate, owner, period and reason; the security office decides. */
export function CarForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('permit');
  const apply = useApplyCar();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState('');
  const requestId = useRef(newRequestId());
  const set = (patch: Partial<typeof EMPTY>) => setForm((f) => ({ ...f, ...patch }));
  const today = formatWhen('date', new Date());

  const send = async () => {
    setError('');
    if (!isPlate(form.plate)) return setError(t('car.badPlate'));
    const sent = await apply.mutateAsync({ ...form, requestId: requestId.current }).catch((refusal: Error) => setError(refusal.message));
    if (!sent) return;
    requestId.current = newRequestId();
    setForm(EMPTY);
    toast(t('car.sent'));
    onSent();
  };

  return (
    <form className="q-card pm-form" aria-label={t('car.apply')} onSubmit={(e) => (e.preventDefault(), void send())}>
      <label className="pm-field">
        {t('car.plate')}
        <input className="q-input" value={form.plate} maxLength={10} placeholder={t('car.plateExample')} onChange={(e) => set({ plate: e.target.value })} />
      </label>
      <label className="pm-field">
        {t('car.owner')}
        <input className="q-input" value={form.owner} maxLength={30} onChange={(e) => set({ owner: e.target.value })} />
      </label>
      <div className="pm-field">
        <span aria-hidden="true">{t('car.start')}</span>
        <WhenPicker kind="date" value={form.start} earliest={today} onChange={(start) => set({ start, end: form.end && form.end < start ? start : form.end })} label={t('car.start')} placeholder={t('choose')} title={t('car.start')} />
      </div>
      <div className="pm-field">
        <span aria-hidden="true">{t('car.end')}</span>
        <WhenPicker kind="date" value={form.end} earliest={form.start || today} onChange={(end) => set({ end })} label={t('car.end')} placeholder={t('choose')} title={t('car.end')} />
      </div>
      <div className="pm-field">
        <span aria-hidden="true">{t('car.reason')}</span>
        <LabelledTextArea label={t('car.reason')} value={form.reason} maxLength={200} rows={3} showCount onChange={(reason) => set({ reason })} />
      </div>
      <FormSubmit error={error} errorClassName="pm-error" busy={apply.isPending}>
        {t('car.submit')}
      </FormSubmit>
    </form>
  );
}
