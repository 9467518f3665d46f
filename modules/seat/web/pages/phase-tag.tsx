import { useTranslation } from 'react-i18next';
import type { TReservationPhase } from '@quad/reservation-engine/contract';

const TONES: Record<TReservationPhase, string> = { open: 'good', upcoming: 'wait', 'sold-out': 'stop', drawing: 'wait', ended: 'off' };

/** The engine's phase as a coloured tag: 选座中, 活动未开始，请订阅, 票已抢光，请订阅, 已结束. */
export function PhaseTag({ phase }: { phase: TReservationPhase }) {
  const { t } = useTranslation('seat');
  return <span className={`st-state st-state--${TONES[phase]}`}>{t(`phase.${phase}`)}</span>;
}
