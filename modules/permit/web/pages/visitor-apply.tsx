import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newRequestId } from '@quad/platform/shell/request-id';
import { useNavigate } from '@quad/platform/shell/router';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { LabelledTextArea } from '@quad/platform/ui/labelled-text-area';
import { WhenPicker } from '@quad/platform/ui/pickers/when-picker';
import type { THost } from '../../contract';
import { isIdCard, isMobile, isPlate } from '../../rules';
import { useApplyVisit, useHosts } from '../calls/visitor';
import '../permit.css';

const EMPTY = { name: '', phone: '', idCard: '', reason: '', start: '', end: '', plate: '' };

/** The person visited: found by name (or pinyin, or number) among the site's staff, or their number typed. */
function HostField({ host, onHost }: { host: THost | undefined; onHost: (host: THost | undefined) => void }) {
  const { t } = useTranslation('permit');
  const [typed, setTyped] = useState('');
  const found = useHosts(typed);
  if (host)
    return (
      <p className="pm-row">
        <span>
          {host.name} · {host.department}
        </span>
        <button type="button" className="q-text-button" onClick={() => onHost(undefined)}>
          {t('visitor.changeHost')}
        </button>
      </p>
    );
  return (
    <>
      <input className="q-input" value={typed} maxLength={30} placeholder={t('visitor.hostSearch')} aria-label={t('visitor.host')} onChange={(e) => setTyped(e.target.value)} />
      {found.data && (
        <ul className="pm-hosts" aria-label={t('visitor.hostsFound')}>
          {found.data.list.length === 0 && <li>{t('visitor.noHost')}</li>}
          {found.data.list.map((h) => (
            <li key={h.id}>
              <button type="button" className="q-text-button" onClick={() => onHost(h)}>
                {h.name} · {h.department}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** `permit/visitor` (public): a visitor books a visit; the answer is the secret link of its status page. */
export function VisitorApplyPage() {
  const { t } = useTranslation('permit');
  const navigate = useNavigate();
  const apply = useApplyVisit();
  const [form, setForm] = useState(EMPTY);
  const [host, setHost] = useState<THost>();
  const [error, setError] = useState('');
  // One id per booking being written: a double tap or a retry after a lost answer is the same booking.
  const requestId = useRef(newRequestId());
  const set = (patch: Partial<typeof EMPTY>) => setForm((f) => ({ ...f, ...patch }));

  const send = async () => {
    setError('');
    if (!isMobile(form.phone)) return setError(t('visitor.badPhone'));
    if (!isIdCard(form.idCard)) return setError(t('visitor.badIdCard'));
    if (form.plate && !isPlate(form.plate)) return setError(t('car.badPlate'));
    if (!host) return setError(t('visitor.hostMissing'));
    const sent = await apply
      .mutateAsync({ ...form, plate: form.plate || undefined, hostId: host.id, requestId: requestId.current })
      .catch((refusal: Error) => setError(refusal.message));
    if (sent) void navigate(`/permit/status?t=${encodeURIComponent(sent.token)}`);
  };

  return (
    <main className="q-page pm-page">
      <form className="q-card pm-form" aria-label={t('visitor.title')} onSubmit={(e) => (e.preventDefault(), void send())}>
        <label className="pm-field">
          {t('visitor.name')}
          <input className="q-input" value={form.name} maxLength={30} onChange={(e) => set({ name: e.target.value })} />
        </label>
        <label className="pm-field">
          {t('visitor.phone')}
          <input className="q-input" type="tel" inputMode="numeric" value={form.phone} maxLength={11} onChange={(e) => set({ phone: e.target.value.trim() })} />
        </label>
        <label className="pm-field">
          {t('visitor.idCard')}
          <input className="q-input" value={form.idCard} maxLength={18} autoComplete="off" onChange={(e) => set({ idCard: e.target.value.trim() })} />
        </label>
        <div className="pm-field">
          <span aria-hidden="true">{t('visitor.host')}</span>
          <HostField host={host} onHost={setHost} />
        </div>
        <div className="pm-field">
          <span aria-hidden="true">{t('visitor.start')}</span>
          <WhenPicker kind="datetime" value={form.start} onChange={(start) => set({ start })} label={t('visitor.start')} placeholder={t('choose')} title={t('visitor.start')} />
        </div>
        <div className="pm-field">
          <span aria-hidden="true">{t('visitor.end')}</span>
          <WhenPicker kind="datetime" value={form.end} onChange={(end) => set({ end })} label={t('visitor.end')} placeholder={t('choose')} title={t('visitor.end')} />
        </div>
        <div className="pm-field">
          <span aria-hidden="true">{t('visitor.reason')}</span>
          <LabelledTextArea label={t('visitor.reason')} value={form.reason} maxLength={200} rows={3} showCount onChange={(reason) => set({ reason })} />
        </div>
        <label className="pm-field">
          {t('visitor.plate')}
          <input className="q-input" value={form.plate} maxLength={10} onChange={(e) => set({ plate: e.target.value })} />
        </label>
        <p className="pm-hint">{t('visitor.privacy')}</p>
        <FormSubmit error={error} errorClassName="pm-error" busy={apply.isPending}>
          {t('visitor.submit')}
        </FormSubmit>
      </form>
    </main>
  );
}
