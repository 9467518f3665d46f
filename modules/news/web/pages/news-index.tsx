import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { TabBar } from '@quad/platform/ui/tab-bar';
import { useSession } from '@quad/platform/shell/use-session';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useChannels } from '../calls/list-channels';
import { ArticleList } from './article-list';
import '@quad/platform/ui/list-detail.css';
import '../news.css';

/** `news/index`: the site's channels as tabs, each a list of articles (kept alive between visits). */
export function NewsIndexPage() {
  const { t } = useTranslation('news');
  const session = useSession();
  const channels = useChannels();
  const [picked, setPicked] = useState('');
  if (channels.isPending) return <LoadingView />;
  if (channels.isError) return <ErrorView error={channels.error} onRetry={() => void channels.refetch()} />;
  const list = channels.data.list;
  const active = list.some((c) => c.key === picked) ? picked : (list[0]?.key ?? '');
  return (
    <main className="q-page">
      {session.allowed('news', 'publish') && (
        <Link className="q-text-button" to="/news/publish">
          {t('list.publish')}
        </Link>
      )}
      {list.length === 0 ? (
        <EmptyView text={t('list.noChannels')} />
      ) : (
        <>
          {list.length > 1 && (
            <TabBar tabs={list.map((c) => ({ key: c.key, title: c.name }))} active={active} onChange={setPicked} />
          )}
          <ArticleList key={active} channel={active} />
        </>
      )}
    </main>
  );
}

/** A per-school variant (`tjuNews/index`, …): the channel whose key is the route's module. */
export function channelPage(channel: string) {
  return function ChannelPage() {
    return (
      <main className="q-page">
        <ArticleList channel={channel} />
      </main>
    );
  };
}
