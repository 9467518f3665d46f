import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@quad/platform/shell/dialogs';
import { newRequestId } from '@quad/platform/shell/request-id';
import { Link, useNavigate } from '@quad/platform/shell/router';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { LabelledTextArea } from '@quad/platform/ui/labelled-text-area';
import { ChoicePicker } from '@quad/platform/ui/pickers/choice-picker';
import { flowPath } from '@quad/workflow-engine/shared/flow-path';
import type { TDocument } from '../../contract';
import { MAX_BODY } from '../../rules';
import { useSaveDraft, useSendDocument, useTemplates } from '../calls/phone';

const unitNames = (units: TDocument['mainUnits']) => units.map((u) => u.name).join('、');

/**
 * 拟稿: the template, title and body; 主送 and 抄送 are chosen on choosecompany (the draft is saved
 * first, so nothing typed is lost). 送审 saves, then sends it along the document flow; a document sent
 * back shows why, and goes again (the waiting flow resumes after 退回修改, a new one after a rejection).
 */
export function DraftEditor({ doc }: { doc: TDocument }) {
  const { t } = useTranslation('official');
  const navigate = useNavigate();
  const templates = useTemplates();
  const save = useSaveDraft();
  const send = useSendDocument();
  const [form, setForm] = useState({ templateId: doc.templateId, title: doc.title, body: doc.body });
  const [error, setError] = useState('');
  // One id per 送审: a retry after a lost answer is the same send.
  const requestId = useRef(newRequestId());

  const saved = async () => {
    setError('');
    return save.mutateAsync({ id: doc.id, ...form }).then(
      () => true,
      (refusal: Error) => (setError(refusal.message), false),
    );
  };
  const chooseUnits = async () => {
    if (await saved()) await navigate(`/document/choosecompany?id=${encodeURIComponent(doc.id)}`);
  };
  const submit = async () => {
    if (!(await saved())) return;
    const sent = await send.mutateAsync({ id: doc.id, requestId: requestId.current }).catch((refusal: Error) => setError(refusal.message));
    if (!sent) return;
    requestId.current = newRequestId();
    toast(t('draft.sent'));
    await navigate(`/document/flowpage?id=${encodeURIComponent(doc.id)}`);
  };

  return (
    <form className="q-card of-form" onSubmit={(e) => (e.preventDefault(), void submit())} aria-label={t('draft.title')}>
      {doc.status === 'returned' && (
        <p className="of-returned" role="note">
          {t('draft.returned', { comment: doc.returnComment || t('draft.noComment') })}
          {doc.instanceId && (
            <Link className="q-text-button" to={flowPath(doc.instanceId)}>
              {t('draft.lastFlow')}
            </Link>
          )}
        </p>
      )}
      <div className="of-field">
        <span aria-hidden="true">{t('draft.template')}</span>
        <ChoicePicker
          options={(templates.data?.list ?? []).map((tpl) => ({ value: tpl.id, label: tpl.name }))}
          value={form.templateId}
          onChange={(templateId) => setForm((f) => ({ ...f, templateId }))}
          label={t('draft.template')}
          placeholder={t('draft.choose')}
          title={t('draft.template')}
        />
      </div>
      <label className="of-field">
        {t('draft.docTitle')}
        <input className="q-input" value={form.title} maxLength={100} onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))} />
      </label>
      <div className="of-field">
        <span aria-hidden="true">{t('draft.body')}</span>
        <LabelledTextArea label={t('draft.body')} value={form.body} maxLength={MAX_BODY} rows={10} onChange={(body) => setForm((f) => ({ ...f, body }))} />
      </div>
      <div className="of-field">
        <span>{t('draft.main', { units: unitNames(doc.mainUnits) || t('draft.none') })}</span>
        <span>{t('draft.copy', { units: unitNames(doc.copyUnits) || t('draft.none') })}</span>
        <button type="button" className="q-text-button" onClick={() => void chooseUnits()}>
          {t('draft.chooseUnits')}
        </button>
      </div>
      <button type="button" className="q-text-button" onClick={() => void saved().then((ok) => ok && toast(t('draft.saved')))}>
        {t('draft.save')}
      </button>
      <FormSubmit error={error} errorClassName="of-error" busy={send.isPending || save.isPending}>
        {t('draft.send')}
      </FormSubmit>
    </form>
  );
}
