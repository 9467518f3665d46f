import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@quad/platform/shell/dialogs';
import { newRequestId } from '@quad/platform/shell/request-id';
import { useNavigate } from '@quad/platform/shell/router';
import { formatWhen } from '@quad/platform/shell/when-values';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { ChoicePicker } from '@quad/platform/ui/pickers/choice-picker';
import { WhenPicker } from '@quad/platform/ui/pickers/when-picker';
import { DOI_PATTERN, PAPER_INDEXES, type TPaperIndex } from '../../rules';
import { useRegisterPaper } from '../calls/register-paper';
import '../research.css';

const EMPTY = { title: '', journal: '', published: '', indexed: '' as TPaperIndex | '', rank: '1', doi: '' };

/** `paper/index` 论文登记: a published paper for the research office to check; a sent one lands in 我的论文. */
export function PaperIndexPage() {
  const { t } = useTranslation('research');
  const register = useRegisterPaper();
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState('');
  const requestId = useRef(newRequestId());
  const set = (patch: Partial<typeof EMPTY>) => setForm((f) => ({ ...f, ...patch }));
  const doiWrong = form.doi.trim() !== '' && !DOI_PATTERN.test(form.doi.trim());

  const send = async () => {
    setError('');
    if (!form.indexed) return setError(t('paper.indexMissing'));
    const sent = await register
      .mutateAsync({ title: form.title, journal: form.journal, published: form.published, indexed: form.indexed, rank: form.rank, doi: form.doi.trim() || undefined, requestId: requestId.current })
      .catch((refusal: Error) => setError(refusal.message));
    if (!sent) return;
    requestId.current = newRequestId();
    setForm(EMPTY);
    toast(t('paper.sent'));
    void navigate('/personalpaper/index');
  };

  return (
    <main className="q-page rs-page">
      <form className="q-card rs-form" onSubmit={(e) => (e.preventDefault(), void send())}>
        <label className="rs-field">
          {t('paper.title')}
          <input className="q-input" value={form.title} maxLength={200} onChange={(e) => set({ title: e.target.value })} />
        </label>
        <label className="rs-field">
          {t('paper.journal')}
          <input className="q-input" value={form.journal} maxLength={100} onChange={(e) => set({ journal: e.target.value })} />
        </label>
        <div className="rs-field">
          <span aria-hidden="true">{t('paper.published')}</span>
          <WhenPicker kind="date" value={form.published} latest={formatWhen('date', new Date())} onChange={(published) => set({ published })} label={t('paper.published')} placeholder={t('declare.choose')} title={t('paper.published')} />
        </div>
        <div className="rs-field">
          <span aria-hidden="true">{t('paper.indexed')}</span>
          <ChoicePicker
            options={PAPER_INDEXES.map((index) => ({ value: index, label: t(`index.${index}`) }))}
            value={form.indexed}
            onChange={(indexed) => set({ indexed: indexed as TPaperIndex })}
            label={t('paper.indexed')}
            placeholder={t('declare.choose')}
            title={t('paper.indexed')}
          />
        </div>
        <label className="rs-field">
          {t('paper.rank')}
          <input className="q-input" inputMode="numeric" value={form.rank} maxLength={2} onChange={(e) => set({ rank: e.target.value.replace(/\D/g, '') })} />
        </label>
        <label className="rs-field">
          {t('paper.doi')}
          <input className="q-input" value={form.doi} maxLength={200} placeholder="10.1000/xyz123" aria-invalid={doiWrong} onChange={(e) => set({ doi: e.target.value })} />
          {doiWrong && <small className="rs-error">{t('paper.doiWrong')}</small>}
        </label>
        <FormSubmit error={error} errorClassName="rs-error" busy={register.isPending}>
          {t('paper.submit')}
        </FormSubmit>
      </form>
    </main>
  );
}
