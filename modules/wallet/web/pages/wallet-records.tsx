import { useTranslation } from 'react-i18next';
import { Money } from '@quad/ledger-engine/web';
import { Link, useSearchParams } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { PagedList } from '@quad/platform/ui/paged-list';
import { TabBar } from '@quad/platform/ui/tab-bar';
import { useWalletRecords, type TRecordKind } from '../calls/wallet';
import '../wallet.css';

const KINDS: TRecordKind[] = ['topup', 'spend', 'refund'];

/** `myLittlePurse/record` 钱包明细: every top-up, payment and refund (or one kind, `?kind=`), with the balance after each. */
export function WalletRecordsPage() {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useSearchParams();
  const kind = KINDS.find((k) => k === params.get('kind'));
  const records = useWalletRecords(kind);
  return (
    <main className="q-page">
      <TabBar
        tabs={[{ key: 'all', title: t('records.all') }, ...KINDS.map((k) => ({ key: k, title: t(`kind.${k}`) }))]}
        active={kind ?? 'all'}
        onChange={(key) => setParams(key === 'all' ? {} : { kind: key }, { replace: true })}
      />
      <PagedList pages={records} emptyText={t('records.empty')} refresh>
        {(items) => (
          <ul className="q-list" aria-label={t('records.label')}>
            {items.map((record) => (
              <li key={record.id} className="q-list-card">
                <Link className="wl-item" to={`/myLittlePurse/recordDetail?id=${encodeURIComponent(record.id)}`}>
                  <span className="wl-row">
                    <strong>{record.title}</strong>
                    <Money fen={record.amountFen} signed />
                  </span>
                  <span className="wl-row wl-meta">
                    <span>{timeParts(record.at).fullTime}</span>
                    <span>
                      {t('records.after')} <Money fen={record.balanceFen} />
                    </span>
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
