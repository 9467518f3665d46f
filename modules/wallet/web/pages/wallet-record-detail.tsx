import { useTranslation } from 'react-i18next';
import type { TCallOutput } from '@quad/contracts/call';
import { Money, OrderStateTag, OrderTimeline } from '@quad/ledger-engine/web';
import { timeParts } from '@quad/platform/shell/time';
import { RecordPage } from '@quad/platform/ui/record-page';
import type { walletRecordDetail } from '../../contract';
import { useWalletRecord } from '../calls/wallet';
import '../wallet.css';

/** `myLittlePurse/recordDetail?id=`: one line of the wallet, and the order behind it with what happened to it. */
export function WalletRecordDetailPage() {
  const { t } = useTranslation('wallet');
  return (
    <RecordPage useRecord={useWalletRecord} missingText={t('detail.missing')}>
      {(detail) => <RecordDetail detail={detail} />}
    </RecordPage>
  );
}

function RecordDetail({ detail: { record, order, events } }: { detail: TCallOutput<typeof walletRecordDetail> }) {
  const { t } = useTranslation('wallet');
  return (
    <>
      <section className="q-card" aria-label={record.title}>
        <h1 className="q-card__title">{record.title}</h1>
        <Money fen={record.amountFen} signed className="wl-big-amount" />
        <dl className="wl-facts">
          <dt>{t('detail.kind')}</dt>
          <dd>{t(`kind.${record.kind}`)}</dd>
          <dt>{t('records.after')}</dt>
          <dd>
            <Money fen={record.balanceFen} />
          </dd>
          <dt>{t('detail.at')}</dt>
          <dd>{timeParts(record.at).fullTime}</dd>
          <dt>{t('detail.orderNo')}</dt>
          <dd>{order.orderNo}</dd>
          <dt>{t('detail.orderState')}</dt>
          <dd>
            <OrderStateTag state={order.state} />
          </dd>
        </dl>
      </section>
      <OrderTimeline events={events} />
    </>
  );
}
