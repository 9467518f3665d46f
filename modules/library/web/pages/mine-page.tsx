import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@quad/contracts/errors';
import Button from 'antd-mobile/es/components/button';
import { toast } from '@quad/platform/shell/dialogs';
import { RequestError } from '@quad/platform/shell/request';
import { EmptyView } from '@quad/platform/ui/state-views';
import type { TLoan, TLoans } from '../../contract';
import { useMyLoans, useRenewLoan } from '../calls/loans';
import { LibraryPage } from './parts';

/** Answers a renewal may meet that the reader should read: the refusal, a loan gone, a bad date. */
const REFUSALS = new Set<number>([ErrorCode.FAILED, ErrorCode.NOT_FOUND, ErrorCode.INVALID]);

/** How close the due date is, in words and colour: 已超期N天, 今天到期, 还有N天到期. */
function DueTag({ loan }: { loan: TLoan }) {
  const { t } = useTranslation('library');
  if (loan.state === 'overdue') return <span className="lib-tag lib-tag--overdue">{t('mine.overdue', { days: -loan.daysLeft })}</span>;
  if (loan.state === 'soon')
    return (
      <span className="lib-tag lib-tag--soon">{loan.daysLeft === 0 ? t('mine.dueToday') : t('mine.dueIn', { days: loan.daysLeft })}</span>
    );
  return null;
}

function LoanCard({ loan, renewal }: { loan: TLoan; renewal: TLoans['renewal'] }) {
  const { t } = useTranslation('library');
  const renew = useRenewLoan();
  // A second tap before the first answer does nothing here (the server renews once anyway).
  const busy = useRef(false);
  const handleRenew = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      toast((await renew.mutateAsync({ barcode: loan.barcode, dueDate: loan.dueDate })).message);
    } catch (error) {
      // The library's or the rules' refusal in their words; network and system failures popped up already.
      if (error instanceof RequestError && REFUSALS.has(error.code)) toast(error.message);
    } finally {
      busy.current = false;
    }
  };
  return (
    <li>
      <article className={`q-list-card lib-book lib-book--${loan.state}`} aria-label={loan.title}>
        <div className="lib-book__row">
          <span className="lib-book__title">{loan.title}</span>
          <DueTag loan={loan} />
        </div>
        <span className="q-meta">{[loan.author, loan.callNumber, loan.location].filter(Boolean).join(' · ')}</span>
        <span className="q-meta">{t('mine.borrowed', { date: loan.borrowDate })}</span>
        <div className="lib-book__row">
          <span className={loan.state === 'ok' ? '' : `lib-due--${loan.state}`}>
            {t('mine.due', { date: loan.dueDate })}
            {loan.renewCount > 0 && <span className="q-meta"> {t('mine.renewed', { count: loan.renewCount })}</span>}
          </span>
          {loan.canRenew && (
            <Button
              className="lib-renew"
              size="small"
              color="primary"
              fill="outline"
              loading={renew.isPending}
              disabled={renew.isPending}
              onClick={() => void handleRenew()}
              aria-label={t('mine.renewTitle', { title: loan.title })}
            >
              {t('mine.renew')}
            </Button>
          )}
        </div>
        {renewal.enabled && !loan.canRenew && loan.reason && <span className="lib-note">{loan.reason}</span>}
      </article>
    </li>
  );
}

/**
 * `library/mine` 我的借阅: the summary (在借 N 本, 即将到期 M 本, 已超期), then my loans soonest due
 * first, overdue ones in red with the days overdue, those due soon highlighted, 续借 where the library
 * allows it (the new due date shows at once), and why not where it does not.
 */
export function MinePage() {
  const { t } = useTranslation('library');
  const loans = useMyLoans();
  return (
    <LibraryPage current="mine" query={loans}>
      {(data) => (
        <>
          <section
            className="q-card lib-summary"
            aria-label={t('mine.summaryLine', { borrowed: data.summary.borrowed, soon: data.summary.dueSoon })}
          >
            <span>
              <span className="lib-summary__n">{data.summary.borrowed}</span>
              {t('mine.borrowedCount')}
            </span>
            <span>
              <span className="lib-summary__n lib-summary__n--soon">{data.summary.dueSoon}</span>
              {t('mine.dueSoonCount')}
            </span>
            <span>
              <span className="lib-summary__n lib-summary__n--overdue">{data.summary.overdue}</span>
              {t('mine.overdueCount')}
            </span>
          </section>
          {!data.renewal.enabled && data.list.length > 0 && <p className="lib-note">{data.renewal.note}</p>}
          {data.list.length === 0 ? (
            <EmptyView text={t('mine.empty')} />
          ) : (
            <ul className="q-list">
              {data.list.map((loan) => (
                <LoanCard key={loan.barcode} loan={loan} renewal={data.renewal} />
              ))}
            </ul>
          )}
        </>
      )}
    </LibraryPage>
  );
}
