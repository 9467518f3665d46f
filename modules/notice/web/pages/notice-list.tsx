import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { timeParts } from '@quad/platform/shell/time';
import { useSession } from '@quad/platform/shell/use-session';
import { PagedList } from '@quad/platform/ui/paged-list';
import { useNotices } from '../calls/list-notices';
import '@quad/platform/ui/list-detail.css';
import '../notice.css';

/** `notice/index`: notices addressed to me, pinned first, with search and pull to refresh; more as one scrolls. */
export function NoticeListPage() {
  const { t } = useTranslation('notice');
  const session = useSession();
  const [keyword, setKeyword] = useState('');
  const notices = useNotices(keyword);
  return (
    <main className="q-page">
      <SearchBar placeholder={t('list.search')} onSearch={(v) => setKeyword(v.trim())} onClear={() => setKeyword('')} />
      {session.allowed('notice', 'publish') && (
        <Link className="q-text-button notice-publish-link" to="/notice/publish">
          {t('list.publish')}
        </Link>
      )}
      <PagedList pages={notices} emptyText={keyword ? t('list.noMatch') : t('list.empty')} refresh>
        {(items) => (
          <ul className="q-list">
            {items.map((n) => (
              <li key={n.id}>
                <Link to={`/notice/noticepage?id=${encodeURIComponent(n.id)}`} className={n.read ? 'q-list-card notice-item' : 'q-list-card notice-item notice-item--unread'}>
                  <span className="notice-item__title">
                    {n.pinned && <span className="notice-tag">{t('list.pinned')}</span>}
                    {n.mustRead && <span className="notice-tag notice-tag--must">{t('list.mustRead')}</span>}
                    {n.title}
                  </span>
                  <span className="q-summary">{n.summary}</span>
                  <span className="q-meta">
                    {n.publisher} · {timeParts(n.created).fullTime}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </main>
  );
}
