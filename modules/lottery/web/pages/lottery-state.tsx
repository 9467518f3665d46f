import { useTranslation } from 'react-i18next';
import type { TLotteryItem } from '../../contract';

/** Where a lottery stands for me, as a coloured tag: 未开始, 进行中, 今日已抽 (已参与 on a once-only one), 已结束. */
export function LotteryState({ lottery }: { lottery: Pick<TLotteryItem, 'state' | 'drawn' | 'period'> }) {
  const { t } = useTranslation('lottery');
  const shown = lottery.state === 'open' && lottery.drawn ? (lottery.period === 'daily' ? 'drawnToday' : 'drawn') : lottery.state;
  return <span className={`lt-tag lt-tag--${shown}`}>{t(`state.${shown}`)}</span>;
}
