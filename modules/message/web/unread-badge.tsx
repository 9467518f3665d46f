import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { registerAreaTranslations } from '@quad/platform/shell/i18n';
import { useUnreadCount } from './calls/unread-count';
import { translations } from './translations';
import './message.css';

/** The home page's "my messages" line with the unread count; nothing while it is unknown. */
function UnreadBadge() {
  const { t } = useTranslation('message');
  const count = useUnreadCount();
  if (!count.data) return null;
  return (
    // Named by what it shows, the badge's number read as unread ones: a voice user says what they see (WCAG 2.5.3).
    <Link to="/message/index" className="msg-home">
      <span>{t('home.title')}</span>
      {count.data.count > 0 && (
        <>
          <span className="msg-home__badge">{count.data.count > 99 ? '99+' : count.data.count}</span>
          <span className="q-visually-hidden">{t('home.unread')}</span>
        </>
      )}
    </Link>
  );
}

/** For the home page's lazy import: the area's strings arrive with the widget. */
export async function loadUnreadBadge() {
  await registerAreaTranslations('message', translations);
  return { default: UnreadBadge };
}
