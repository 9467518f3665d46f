import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@quad/platform/shell/dialogs';
import { newRequestId } from '@quad/platform/shell/request-id';
import { formatWhen } from '@quad/platform/shell/when-values';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { LabelledTextArea } from '@quad/platform/ui/labelled-text-area';
import { ChoicePicker } from '@quad/platform/ui/pickers/choice-picker';
import { WhenPicker } from '@quad/platform/ui/pickers/when-picker';
import { LEADER_AFTER_DAYS, leaveDays, LEAVE_TYPES, type TLeaveType } from '../../rules';
import type { TLeaveItem } from '../../contract';
import { useApplyLeave } from '../calls/apply-leave';
import { useReviseLeave } from '../calls/revise-leave';

const EMPTY = { type: '' as TLeaveType | '', start: '', end: '', reason: '', destination: '', phone: '' };
type TLeaveDraft = typeof EMPTY;

const draftOf = (leave: TLeaveItem): TLeaveDraft => ({ type: leave.type, start: leave.start, end: leave.end, reason: leave.reason, destination: leave.destination, phone: leave.phone });

/**
 * 申请请假: type, days, reason, where to and a phone; the flow (and who decides) is the server's.
 * Given `revising` (a request sent back for changes), it opens with that request and sends it again.
 */
export function LeaveForm({ onSent, revising }: { onSent: () => void; revising?: TLeaveItem }) {
  const { t } = useTranslation('leave');
  const apply = useApplyLeave();
  const revise = useReviseLeave();
  const [form, setForm] = useState(revising ? draftOf(revising) : EMPTY);
  const [error, setError] = useState('');
  // One id per request being written: a retry after a lost answer is the same request.
  const requestId = useRef(newRequestId());
  const set = (patch: Partial<TLeaveDraft>) => setForm((f) => ({ ...f, ...patch }));
  const days = leaveDays(form.start, form.end);
  const today = formatWhen('date', new Date());

  const send = async () => {
    setError('');
    if (!form.type) return setError(t('form.typeMissing'));
    const fields = { type: form.type, start: form.start, end: form.end, reason: form.reason, destination: form.destination || undefined, phone: form.phone };
    const sent = await (revising ? revise.mutateAsync({ ...fields, instanceId: revising.instanceId }) : apply.mutateAsync({ ...fields, requestId: requestId.current })).catch(
      (refusal: Error) => setError(refusal.message),
    );
    if (!sent) return;
    requestId.current = newRequestId();
    setForm(EMPTY);
    toast(t(revising ? 'form.resent' : 'form.sent'));
    onSent();
  };

  return (
    <form className="q-card lv-form" aria-label={revising ? t('form.reviseTitle') : undefined} onSubmit={(e) => (e.preventDefault(), void send())}>
      <div className="lv-field">
        <span aria-hidden="true">{t('form.type')}</span>
        <ChoicePicker
          options={LEAVE_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
          value={form.type}
          onChange={(type) => set({ type: type as TLeaveType })}
          label={t('form.type')}
          placeholder={t('form.choose')}
          title={t('form.type')}
        />
      </div>
      <div className="lv-field">
        <span aria-hidden="true">{t('form.start')}</span>
        <WhenPicker kind="date" value={form.start} onChange={(start) => set({ start, end: form.end && form.end < start ? start : form.end })} label={t('form.start')} placeholder={t('form.choose')} title={t('form.start')} />
      </div>
      <div className="lv-field">
        <span aria-hidden="true">{t('form.end')}</span>
        <WhenPicker kind="date" value={form.end} earliest={form.start || today} onChange={(end) => set({ end })} label={t('form.end')} placeholder={t('form.choose')} title={t('form.end')} />
      </div>
      {days > 0 && (
        <p className="lv-days" aria-live="polite">
          {t('form.days', { count: days })}
          {days > LEADER_AFTER_DAYS && <small> · {t('form.leaderToo', { days: LEADER_AFTER_DAYS })}</small>}
        </p>
      )}
      <div className="lv-field">
        <span aria-hidden="true">{t('form.reason')}</span>
        <LabelledTextArea label={t('form.reason')} value={form.reason} maxLength={300} rows={3} showCount onChange={(reason) => set({ reason })} />
      </div>
      <label className="lv-field">
        {t('form.destination')}
        <input className="q-input" value={form.destination} maxLength={100} onChange={(e) => set({ destination: e.target.value })} />
      </label>
      <label className="lv-field">
        {t('form.phone')}
        <input className="q-input" type="tel" inputMode="numeric" value={form.phone} maxLength={11} onChange={(e) => set({ phone: e.target.value.trim() })} />
      </label>
      <FormSubmit error={error} errorClassName="lv-error" busy={apply.isPending || revise.isPending}>
        {t(revising ? 'form.resubmit' : 'form.submit')}
      </FormSubmit>
    </form>
  );
}
