import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { RecordPage } from '@quad/platform/ui/record-page';
import { useMessage } from '../calls/get-message';
import '@quad/platform/ui/list-detail.css';
import '../message.css';

/** Only links inside the portal are followed: a message never sends anyone off-site. */
const internal = (link: string) => /^[A-Za-z][\w/-]*(\?[\w=&%.-]*)?$/.test(link);

/** `message/message`: one message, marked read as it opens. */
export function MessagePage() {
  const { t } = useTranslation('message');
  return (
    <RecordPage useRecord={useMessage} missingText={t('message.missing')}>
      {(m) => (
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
      )}
    </RecordPage>
  );
}
