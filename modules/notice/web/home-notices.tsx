import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import { registerAreaTranslations } from '@quad/platform/shell/i18n';
import { timeParts } from '@quad/platform/shell/time';
import { EmptyView, ErrorView } from '@quad/platform/ui/state-views';
import { useNotices } from './calls/list-notices';
import { usePendingNotices } from './calls/pending-notices';
import { MustReadCard } from './must-read-card';
import { translations } from './translations';
import '@quad/platform/ui/list-detail.css';
import './notice.css';

/**
 * The home page's notices: the newest few addressed to me, and the must-read popup (noticetippage)
 * that stays until each pending notice is confirmed.
 */
function HomeNotices() {
  const { t } = useTranslation('notice');
  const notices = useNotices('');
  const pending = usePendingNotices();
  const first = pending.data?.list[0];
  const latest = notices.data?.pages[0]?.list.slice(0, 3) ?? [];
  return (
    <>
      {notices.isError ? (
        <ErrorView error={notices.error} onRetry={() => void notices.refetch()} />
      ) : latest.length === 0 ? (
        <EmptyView text={t('list.empty')} />
      ) : (
        <ul className="q-list notice-home">
          {latest.map((n) => (
            <li key={n.id}>
              <Link to={`/notice/noticepage?id=${encodeURIComponent(n.id)}`}>{n.title}</Link>
              <span className="q-meta">{timeParts(n.created).noTime}</span>
            </li>
          ))}
        </ul>
      )}
      <Link className="q-text-button" to="/notice/index">
        {t('tip.all')}
      </Link>
      <CenterPopup visible={!!first} role="dialog" aria-modal="true">
        {first && <MustReadCard notice={first} />}
      </CenterPopup>
    </>
  );
}

/** For the home page's lazy import: the area's strings arrive with the widget. */
export async function loadHomeNotices() {
  await registerAreaTranslations('notice', translations);
  return { default: HomeNotices };
}
