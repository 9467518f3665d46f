import { useTranslation } from 'react-i18next';
import Tag from 'antd-mobile/es/components/tag';
import { Money } from '@quad/ledger-engine/web';
import { timeParts } from '@quad/platform/shell/time';
import { PagedList } from '@quad/platform/ui/paged-list';
import type { TPurchaseState } from '../../contract';
import { useMyPurchases } from '../calls/electricity';
import '../electricity.css';

const STATE_COLOURS: Record<TPurchaseState, 'success' | 'primary' | 'danger'> = {
  credited: 'success',
  pending: 'primary',
  failed: 'danger',
};

/** `electricity/record` 购电记录: my purchases, newest first: room, amount, kWh credited, where each stands. */
export function RecordPage() {
  const { t } = useTranslation('electricity');
  const purchases = useMyPurchases();
  return (
    <main className="q-page">
      <PagedList pages={purchases} emptyText={t('records.empty')} keyOf={(p) => p.orderId} refresh>
        {(items) => (
          <ul className="q-list" aria-label={t('records.label')}>
            {items.map((p) => (
              <li key={p.orderId} className="q-list-card">
                <div className="el-row">
                  <strong>{p.title}</strong>
                  <Tag color={STATE_COLOURS[p.state]}>{t(`state.${p.state}`)}</Tag>
                </div>
                <div className="el-row">
                  <span className="el-meta">{timeParts(p.created).fullTime}</span>
                  <Money fen={p.amountFen} />
                </div>
                {p.state === 'credited' && <div className="el-meta">{t('records.kwh', { kwh: p.kwh.toFixed(2) })}</div>}
                {p.state === 'failed' && <div className="el-error">{t('records.failed')}</div>}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </main>
  );
}
