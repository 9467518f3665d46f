import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { toast } from '@quad/platform/shell/dialogs';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useAudienceOptions } from '../calls/audience-options';
import { usePublishNotice } from '../calls/publish-notice';
import { PublishedList } from './published-list';
import '../notice.css';

type TPick = { id: string; name: string };

function Checklist({ legend, options, picked, onChange }: { legend: string; options: TPick[]; picked: string[]; onChange: (ids: string[]) => void }) {
  if (options.length === 0) return null;
  return (
    <fieldset className="notice-fieldset">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.id} className="notice-check">
          <input
            type="checkbox"
            checked={picked.includes(o.id)}
            onChange={(e) => onChange(e.target.checked ? [...picked, o.id] : picked.filter((id) => id !== o.id))}
          />
          {o.name}
        </label>
      ))}
    </fieldset>
  );
}

const EMPTY = { title: '', body: '', all: false, departments: [] as string[], classes: [] as string[], roles: [] as string[], people: '', pinned: false, mustRead: false };

/** `notice/publish`: a simple phone form for publishers, and their notices' read counts. */
export function PublishPage() {
  const { t } = useTranslation('notice');
  const options = useAudienceOptions();
  const publish = usePublishNotice();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState('');
  const set = (patch: Partial<typeof EMPTY>) => setForm((f) => ({ ...f, ...patch }));
  if (options.isPending) return <LoadingView />;
  if (options.isError) return <ErrorView error={options.error} onRetry={() => void options.refetch()} />;
  const submit = () =>
    publish.mutate(
      { ...form, people: form.people.split(/[,，\s]+/).filter(Boolean) },
      {
        onSuccess: ({ recipients }) => {
          setError('');
          setForm(EMPTY);
          toast(t('publish.done', { count: recipients }));
        },
        onError: (refusal) => setError(refusal.message),
      },
    );
  return (
    <main className="q-page">
      <form className="q-card notice-form" onSubmit={(e) => (e.preventDefault(), submit())}>
        <label className="notice-field">
          {t('publish.title')}
          <input value={form.title} maxLength={100} onChange={(e) => set({ title: e.target.value })} />
        </label>
        <label className="notice-field">
          {t('publish.body')}
          <textarea value={form.body} rows={6} onChange={(e) => set({ body: e.target.value })} placeholder={t('publish.bodyHint')} />
        </label>
        <label className="notice-check">
          <input type="checkbox" checked={form.all} onChange={(e) => set({ all: e.target.checked })} />
          {t('publish.all')}
        </label>
        {!form.all && (
          <>
            <Checklist legend={t('publish.departments')} options={options.data.departments} picked={form.departments} onChange={(departments) => set({ departments })} />
            <Checklist legend={t('publish.classes')} options={options.data.classes} picked={form.classes} onChange={(classes) => set({ classes })} />
            <Checklist legend={t('publish.roles')} options={options.data.roles} picked={form.roles} onChange={(roles) => set({ roles })} />
            <label className="notice-field">
              {t('publish.people')}
              <input value={form.people} onChange={(e) => set({ people: e.target.value })} placeholder={t('publish.peopleHint')} />
            </label>
          </>
        )}
        <label className="notice-check">
          <input type="checkbox" checked={form.pinned} onChange={(e) => set({ pinned: e.target.checked })} />
          {t('publish.pinned')}
        </label>
        <label className="notice-check">
          <input type="checkbox" checked={form.mustRead} onChange={(e) => set({ mustRead: e.target.checked })} />
          {t('publish.mustRead')}
        </label>
        {error && (
          <p className="notice-error" role="alert">
            {error}
          </p>
        )}
        <Button block color="primary" type="submit">
          {t('publish.submit')}
        </Button>
      </form>
      <PublishedList />
    </main>
  );
}
