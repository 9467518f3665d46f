import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import dayjs from 'dayjs';
import type { ColumnsType } from 'antd/es/table';
import { EditorialStatus, EditorialDesk } from '@quad/content-engine/console';
import { useCall } from '@quad/platform/shell/console/use-call';
import { useSession } from '@quad/platform/shell/use-session';
import type { TCallOutput } from '@quad/contracts/call';
import { manageArticles, publishArticle, reviewArticle, submitArticle, withdrawArticle } from '../../contract';
import { useManagedChannels } from '../calls/manage-channels';
import { articleReads } from '../calls/stale';
import { ArticleDrawer } from './article-drawer';

type TArticle = TCallOutput<typeof manageArticles>['list'][number];

/**
 * 文章管理: every article to a publisher (waiting ones first), one's own to a writer; writing with
 * the rich-text editor, submitting for review, reviewing, publishing now or later, withdrawing.
 */
export default function ArticlesScreen() {
  const { t } = useTranslation('news');
  const call = useCall();
  const publisher = useSession().allowed('news', 'publish');
  const channels = new Map(useManagedChannels().data?.list.map((c) => [c.key, c.name]));
  const columns: ColumnsType<TArticle> = [
    {
      title: t('publish.title'),
      key: 'title',
      render: (_, a) => (a.status === 'published' ? <Link to={`/news/detail?id=${a.id}`}>{a.title}</Link> : a.title),
    },
    { title: t('publish.channel'), dataIndex: 'channel', width: 110, render: (key: string) => channels.get(key) ?? key },
    { title: t('console.status'), key: 'status', width: 160, render: (_, a) => <EditorialStatus status={a.status} note={a.reviewNote} /> },
    { title: t('console.author'), dataIndex: 'author', width: 110 },
    { title: t('console.views'), dataIndex: 'views', width: 80 },
    {
      title: t('console.time'),
      key: 'time',
      width: 150,
      render: (_, a) => dayjs.unix(a.status === 'scheduled' || a.status === 'published' ? a.publishAt : a.updated).format('YYYY-MM-DD HH:mm'),
    },
  ];
  return (
    <EditorialDesk<TArticle>
      area="news"
      list={manageArticles}
      stale={articleReads}
      columns={columns}
      publisher={publisher}
      submit={(a) => call(submitArticle, { id: a.id }, { success: t('console.submitted') })}
      withdraw={(a) => call(withdrawArticle, { id: a.id }, { success: t('console.withdrawn') })}
      release={(a, publishAt) => call(publishArticle, { id: a.id, publishAt }, { success: t(publishAt ? 'publish.scheduled' : 'publish.done') })}
      review={(a, d) => call(reviewArticle, { id: a.id, ...d }, { success: t(d.approve ? 'console.approved' : 'console.rejected') })}
      drawer={(draft, onClose) => <ArticleDrawer draft={draft} onClose={onClose} />}
    />
  );
}
