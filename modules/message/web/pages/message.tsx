import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { timeParts } from '@quad/platform/shell/time';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useMessage } from '../api';
import '@quad/platform/ui/list-detail.css';
import '../message.css';

/** Only links inside the portal are followed: a message never sends anyone off-site. */
const internal = (link: string) => /^[A-Za-z][\w/-]*(\?[\w=&%.-]*)?$/.test(link);

/** `message/message`: one message, marked read as it opens. */
export function MessagePage() {
  const { t } = useTranslation('message');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const message = useMessage(id);
  if (!id) return <EmptyView text={t('message.missing')} />;
  if (message.isPending) return <LoadingView />;
  if (message.isError) return <ErrorView error={message.error} onRetry={() => void message.refetch()} />;
  const m = message.data;
  return (
    <main className="q-page">
      <article className="q-card q-detail">
        <h1>{m.title}</h1>
        <time className="q-meta">{timeParts(m.created).fullTime}</time>
        <p className="msg-detail__body">{m.body}</p>
        {m.link && internal(m.link) && (
          <Link className="msg-link" to={`/${m.link}`}>
            {t('message.open')}
          </Link>
        )}
      </article>
    </main>
  );
}
