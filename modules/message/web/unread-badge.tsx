import { useTranslation } from 'react-i18next';
import { registerAreaTranslations } from '@quad/platform/shell/i18n';
import { HomeCountLink } from '@quad/platform/ui/home-count-link';
import { useUnreadCount } from './calls/unread-count';
import { translations } from './translations';
import './message.css';

/** The home page's "my messages" line with the unread count; nothing while it is unknown. */
function UnreadBadge() {
  const { t } = useTranslation('message');
  const count = useUnreadCount();
  if (!count.data) return null;
  return <HomeCountLink to="/message/index" title={t('home.title')} count={count.data.count} countLabel={t('home.unread')} />;
}

/** For the home page's lazy import: the area's strings arrive with the widget. */
export async function loadUnreadBadge() {
  await registerAreaTranslations('message', translations);
  return { default: UnreadBadge };
}
