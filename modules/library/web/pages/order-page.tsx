import { useTranslation } from 'react-i18next';
import { EmptyView } from '@quad/platform/ui/state-views';
import type { TReservation } from '../../contract';
import { useMyReservations } from '../calls/shelf';
import { LibraryPage } from './parts';

const TONE: Record<TReservation['status'], string> = { 到馆待取: 'ready', 等待中: 'waiting', 已取消: 'closed', 已过期: 'closed' };

/** `library/order` 我的预约: ready to collect first with where and by when, then waiting, then the finished ones. */
export function OrderPage() {
  const { t } = useTranslation('library');
  const reservations = useMyReservations();
  return (
    <LibraryPage current="order" query={reservations}>
      {(data) =>
        data.list.length === 0 ? (
          <EmptyView text={t('order.empty')} />
        ) : (
          <ul className="q-list">
            {data.list.map((r) => (
              <li key={`${r.callNumber}/${r.reservedDate}`}>
                <article className="q-list-card lib-book" aria-label={r.title}>
                  <div className="lib-book__row">
                    <span className="lib-book__title">{r.title}</span>
                    <span className={`lib-tag lib-tag--${TONE[r.status]}`}>{r.status}</span>
                  </div>
                  <span className="q-meta">{[r.author, r.callNumber].filter(Boolean).join(' · ')}</span>
                  <span className="q-meta">{t('order.reserved', { date: r.reservedDate })}</span>
                  {r.status === '到馆待取' && (
                    <span className="lib-due--soon">
                      {t('order.pickup', { place: r.pickupPlace || t('order.desk'), date: r.pickupDeadline || '—' })}
                    </span>
                  )}
                </article>
              </li>
            ))}
          </ul>
        )
      }
    </LibraryPage>
  );
}
