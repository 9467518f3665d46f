import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@quad/platform/shell/dialogs';
import { newRequestId } from '@quad/platform/shell/request-id';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { LabelledTextArea } from '@quad/platform/ui/labelled-text-area';
import { WhenPicker } from '@quad/platform/ui/pickers/when-picker';
import type { TResearchCall } from '../../contract';
import { useDeclareProject } from '../calls/declare-project';
import { AttachmentsPicker, type TPickedFile } from './attachments-picker';
import { MemberPicker, type TMember } from './member-picker';

const EMPTY = { name: '', budget: '', start: '', end: '', summary: '', members: [] as TMember[], attachments: [] as TPickedFile[] };

/** 项目申报 under one call: I am its leader (负责人); the flow and its approvers are the server's. */
export function DeclareForm({ call, onSent, onBack }: { call: TResearchCall; onSent: () => void; onBack: () => void }) {
  const { t } = useTranslation('research');
  const declare = useDeclareProject();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState('');
  // One id per declaration being written: a retry after a lost answer is the same declaration.
  const requestId = useRef(newRequestId());
  const set = (patch: Partial<typeof EMPTY>) => setForm((f) => ({ ...f, ...patch }));

  const send = async () => {
    setError('');
    const sent = await declare
      .mutateAsync({
        callId: call.id,
        name: form.name,
        members: form.members.map((m) => m.id),
        budget: form.budget,
        start: form.start,
        end: form.end,
        summary: form.summary,
        attachments: form.attachments.map((f) => f.file),
        requestId: requestId.current,
      })
      .catch((refusal: Error) => setError(refusal.message));
    if (!sent) return;
    requestId.current = newRequestId();
    setForm(EMPTY);
    toast(t('declare.sent'));
    onSent();
  };

  return (
    <form className="q-card rs-form" onSubmit={(e) => (e.preventDefault(), void send())}>
      <div className="rs-item__head">
        <strong>{call.title}</strong>
        <button type="button" className="q-text-button" onClick={onBack}>
          {t('declare.back')}
        </button>
      </div>
      <p className="q-meta">
        {t(`level.${call.level}`)} · {t('calls.deadline', { day: call.deadline })} · {t('declare.role')}
      </p>
      <label className="rs-field">
        {t('declare.name')}
        <input className="q-input" value={form.name} maxLength={100} onChange={(e) => set({ name: e.target.value })} />
      </label>
      <label className="rs-field">
        {t('declare.budget')}
        <input className="q-input" inputMode="decimal" value={form.budget} maxLength={14} onChange={(e) => set({ budget: e.target.value.trim() })} />
      </label>
      <div className="rs-field">
        <span aria-hidden="true">{t('declare.start')}</span>
        <WhenPicker kind="date" value={form.start} onChange={(start) => set({ start, end: form.end && form.end < start ? start : form.end })} label={t('declare.start')} placeholder={t('declare.choose')} title={t('declare.start')} />
      </div>
      <div className="rs-field">
        <span aria-hidden="true">{t('declare.end')}</span>
        <WhenPicker kind="date" value={form.end} earliest={form.start || undefined} onChange={(end) => set({ end })} label={t('declare.end')} placeholder={t('declare.choose')} title={t('declare.end')} />
      </div>
      <MemberPicker value={form.members} onChange={(members) => set({ members })} />
      <div className="rs-field">
        <span aria-hidden="true">{t('declare.summary')}</span>
        <LabelledTextArea label={t('declare.summary')} value={form.summary} maxLength={2000} rows={4} showCount onChange={(summary) => set({ summary })} />
      </div>
      <AttachmentsPicker value={form.attachments} onChange={(attachments) => set({ attachments })} />
      <FormSubmit error={error} errorClassName="rs-error" busy={declare.isPending}>
        {t('declare.submit')}
      </FormSubmit>
    </form>
  );
}
