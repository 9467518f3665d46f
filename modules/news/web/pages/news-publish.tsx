import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { toast } from '@quad/platform/shell/dialogs';
import { request } from '@quad/platform/shell/request';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { ChoicePicker } from '@quad/platform/ui/pickers/choice-picker';
import { WhenPicker } from '@quad/platform/ui/pickers/when-picker';
import { formatWhen } from '@quad/platform/shell/when-values';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useSession } from '@quad/platform/shell/use-session';
import { getManagedArticle } from '../../contract';
import { useManagedChannels } from '../calls/manage-channels';
import { usePublishArticle } from '../calls/publish-article';
import { useSaveArticle } from '../calls/save-article';
import { useSubmitArticle } from '../calls/submit-article';
import { publishAtSeconds } from '../paging';
import { ChannelForm } from './channel-form';
import { ManagedList } from './managed-list';
import { UploadField } from './upload-field';
import '@quad/platform/ui/list-detail.css';
import '../news.css';

/** A stored file as the form holds it: what the upload answered, or what an edited article has. */
type TFileRef = { file: string; url: string; thumb?: string; name: string };

/** `id` is '' for a new article. */
const EMPTY = { id: '', channel: '', title: '', summary: '', body: '', publishAt: '' };

/** What the primary button does after saving: a publisher publishes (now or at the chosen time), a writer submits for review. */
type TNext = 'save' | 'publish' | 'review';

/** Saves (a new article as a draft), then does what was asked next; rejects with the first refusal. */
function useSendArticle() {
  const save = useSaveArticle();
  const submit = useSubmitArticle();
  const publish = usePublishArticle();
  return async (form: typeof EMPTY, cover: TFileRef | undefined, attachments: TFileRef[], next: TNext) => {
    const saved = await save.mutateAsync({
      id: form.id || undefined,
      channel: form.channel,
      title: form.title,
      summary: form.summary || undefined,
      body: form.body,
      cover: cover?.file,
      attachments: attachments.map((a) => a.file),
    });
    if (next === 'save') return saved;
    if (next === 'review') return submit.mutateAsync({ id: saved.id });
    return publish.mutateAsync({ id: saved.id, publishAt: publishAtSeconds(form.publishAt) });
  };
}

/**
 * `news/publish`: a phone-sized form (title, channel, cover, body, attachments) and my articles with
 * view counts. Publishers publish now or at a time and add channels; writers submit for review
 * (the review itself is in the console's 文章管理).
 */
export function NewsPublishPage() {
  const { t } = useTranslation('news');
  const publisher = useSession().allowed('news', 'publish');
  const channels = useManagedChannels();
  const sendArticle = useSendArticle();
  const [form, setForm] = useState(EMPTY);
  const [cover, setCover] = useState<TFileRef>();
  const [attachments, setAttachments] = useState<TFileRef[]>([]);
  const [error, setError] = useState('');
  const set = (patch: Partial<typeof EMPTY>) => setForm((f) => ({ ...f, ...patch }));
  if (channels.isPending) return <LoadingView />;
  if (channels.isError) return <ErrorView error={channels.error} onRetry={() => void channels.refetch()} />;
  const channel = form.channel || channels.data.list[0]?.key || '';
  const reset = () => {
    setError('');
    setForm(EMPTY);
    setCover(undefined);
    setAttachments([]);
  };
  const edit = async (id: string) => {
    const answer = await request(getManagedArticle, { id }, { loading: true });
    if (answer.e !== 0) return;
    const a = answer.d;
    setError('');
    setForm({ id: a.id, channel: a.channel, title: a.title, summary: a.summary, body: a.body, publishAt: '' });
    setCover(a.cover ?? undefined);
    setAttachments(a.attachments);
    window.scrollTo(0, 0);
  };
  const submit = async (next: TNext) => {
    const sent = await sendArticle({ ...form, channel }, cover, attachments, next).catch((refusal: Error) => setError(refusal.message));
    if (!sent) return;
    reset();
    const scheduled = next === 'publish' && 'status' in sent && sent.status === 'scheduled';
    toast(t(next === 'save' ? 'publish.saved' : next === 'review' ? 'console.submitted' : scheduled ? 'publish.scheduled' : 'publish.done'));
  };
  return (
    <main className="q-page">
      <form className="q-card news-form" onSubmit={(e) => (e.preventDefault(), void submit(publisher ? 'publish' : 'review'))}>
        <div className="news-field">
          <span aria-hidden="true">{t('publish.channel')}</span>
          <ChoicePicker
            options={channels.data.list.map((c) => ({ label: c.name, value: c.key }))}
            value={channel}
            onChange={(key) => set({ channel: key })}
            label={t('publish.channel')}
            placeholder={t('publish.channel')}
            title={t('publish.channel')}
          />
        </div>
        <label className="news-field">
          {t('publish.title')}
          <input value={form.title} maxLength={100} onChange={(e) => set({ title: e.target.value })} />
        </label>
        <label className="news-field">
          {t('publish.summary')}
          <input
            value={form.summary}
            maxLength={200}
            onChange={(e) => set({ summary: e.target.value })}
            placeholder={t('publish.summaryHint')}
          />
        </label>
        <UploadField label={t('publish.cover')} accept="image/*" onUploaded={setCover} />
        {cover && <img className="news-cover-preview" src={cover.thumb || cover.url} alt={t('publish.cover')} />}
        <label className="news-field">
          {t('publish.body')}
          <textarea value={form.body} rows={8} onChange={(e) => set({ body: e.target.value })} placeholder={t('publish.bodyHint')} />
        </label>
        <UploadField label={t('publish.attachments')} onUploaded={(file) => setAttachments((list) => [...list, file])} />
        {attachments.length > 0 && (
          <ul className="q-attachment-list">
            {attachments.map((f) => (
              <li key={f.file}>
                {f.name}{' '}
                <button type="button" className="q-text-button" onClick={() => setAttachments((list) => list.filter((other) => other !== f))}>
                  {t('publish.remove')}
                </button>
              </li>
            ))}
          </ul>
        )}
        {publisher && (
          <div className="news-field">
            <span aria-hidden="true">{t('publish.publishAt')}</span>
            <WhenPicker
              kind="datetime"
              value={form.publishAt}
              earliest={formatWhen('datetime', new Date())}
              onChange={(publishAt) => set({ publishAt })}
              onClear={() => set({ publishAt: '' })}
              label={t('publish.publishAt')}
              placeholder={t('publish.submit')}
              title={t('publish.publishAt')}
            />
          </div>
        )}
        <FormSubmit error={error} errorClassName="news-error">
          {t(!publisher ? 'publish.forReview' : form.publishAt ? 'publish.schedule' : 'publish.submit')}
        </FormSubmit>
        <Button block onClick={() => void submit('save')}>
          {t(form.id ? 'publish.saveEdit' : 'publish.saveDraft')}
        </Button>
        {form.id && (
          <Button block fill="none" onClick={reset}>
            {t('publish.cancelEdit')}
          </Button>
        )}
      </form>
      <ManagedList publisher={publisher} onEdit={(id) => void edit(id)} />
      {publisher && <ChannelForm />}
    </main>
  );
}
