import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { usePendingNotices } from '../calls/pending-notices';
import { MustReadCard } from '../must-read-card';
import '../notice.css';

/** `notice/noticetippage`: must-read notices I have not confirmed yet, one after another. */
export function NoticeTipPage() {
  const { t } = useTranslation('notice');
  const pending = usePendingNotices();
  if (pending.isPending) return <LoadingView />;
  if (pending.isError) return <ErrorView error={pending.error} onRetry={() => void pending.refetch()} />;
  const first = pending.data.list[0];
  if (!first)
    return (
      <EmptyView text={t('tip.none')}>
        <Link to="/notice/index">{t('tip.all')}</Link>
      </EmptyView>
    );
  return (
    <main className="q-page">
      <section className="q-card">
        <MustReadCard notice={first} />
      </section>
    </main>
  );
}
