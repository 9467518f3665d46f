import { useTranslation } from 'react-i18next';
import { Money } from '@quad/ledger-engine/web';
import { timeParts } from '@quad/platform/shell/time';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { LOW_KWH } from '../../contract';
import { useMeter } from '../calls/electricity';

/** The room's meter: what is left, the price, and a warning when it runs low or is cut off. */
export function MeterCard({ building, room }: { building: string; room: string }) {
  const { t } = useTranslation('electricity');
  const meter = useMeter(building, room);
  if (meter.isError) return <ErrorView error={meter.error} onRetry={() => void meter.refetch()} />;
  if (!meter.isSuccess) return <LoadingView />;
  const m = meter.data;
  return (
    <section className="q-card" aria-label={t('meter.label')}>
      <div className="el-row">
        <span>{t('meter.remaining')}</span>
        {m.state === 'off' && <span className="el-off">{t('meter.off')}</span>}
      </div>
      <div className="el-big">{t('meter.kwh', { kwh: m.remainingKwh.toFixed(2) })}</div>
      {m.balanceFen !== undefined && (
        <div className="el-row">
          <span>{t('meter.balance')}</span>
          <Money fen={m.balanceFen} />
        </div>
      )}
      <div className="el-row">
        <span>{t('meter.price')}</span>
        <span>
          <Money fen={m.pricePerKwhFen} />
          {t('meter.perKwh')}
        </span>
      </div>
      {m.state === 'off' && (
        <p className="el-off" role="alert">
          {t('meter.offHint')}
        </p>
      )}
      {m.state === 'on' && m.remainingKwh < LOW_KWH && (
        <p className="el-warn" role="alert">
          {t('meter.low', { kwh: LOW_KWH })}
        </p>
      )}
      <p className="el-meta">{t('meter.readAt', { when: timeParts(m.readAt).fullTime })}</p>
    </section>
  );
}
