import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newRequestId } from '@quad/platform/shell/request-id';
import { timeParts } from '@quad/platform/shell/time';
import { RecordPage } from '@quad/platform/ui/record-page';
import type { TDrawOutcome, TLotteryDetail } from '../../contract';
import { chancePercent } from '../../rules';
import { useDrawLottery, useLotteryDetail } from '../calls/player';
import { LotteryState } from './lottery-state';
import { WinnersList } from './winners-list';

/** `lottery/index?id=`: the lottery, its prizes and what is left, 立即抽奖, my results, the winners and the seed. */
export function LotteryDetail() {
  const { t } = useTranslation('lottery');
  return (
    <RecordPage useRecord={useLotteryDetail} missingText={t('detail.missing')}>
      {(lottery) => <LotteryView lottery={lottery} />}
    </RecordPage>
  );
}

function LotteryView({ lottery }: { lottery: TLotteryDetail }) {
  const { t } = useTranslation('lottery');
  // The draw just made: its outcome stays on the page after the button gives way to 已参与.
  const [outcome, setOutcome] = useState<TDrawOutcome | null>(null);
  return (
    <>
      <article className="q-card lt-head">
        <div className="lt-row">
          <h1 className="lt-title">{lottery.title}</h1>
          <LotteryState lottery={lottery} />
        </div>
        <p className="lt-meta">
          {t('detail.window', { from: timeParts(lottery.opensAt).fullTime, to: timeParts(lottery.closesAt).fullTime })}
        </p>
        <p className="lt-meta">{t(lottery.period === 'daily' ? 'period.daily' : 'period.once')}</p>
        {lottery.description && <p className="lt-description">{lottery.description}</p>}
      </article>
      <section className="q-card" aria-labelledby="lt-prizes">
        <h2 id="lt-prizes" className="lt-subtitle">
          {t('detail.prizes')}
        </h2>
        <ul className="lt-prizes">
          {lottery.prizes.map((p) => (
            <li key={p.key} className="lt-prize">
              <span className="lt-prize__name">{p.name}</span>
              <span className="lt-meta">
                {t('detail.prize', { chance: chancePercent(p.chance), remaining: p.remaining, count: p.count })}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {outcome && (
        <p className={`q-card lt-result${outcome.prize ? ' lt-result--won' : ''}`} role="status">
          {outcome.prize ? t('draw.won', { prize: outcome.prizeName }) : t('draw.lost')}
        </p>
      )}
      {lottery.canDraw ? <DrawButton lottery={lottery} onDrawn={setOutcome} /> : <Status lottery={lottery} />}
      <Mine mine={lottery.mine} />
      <WinnersList id={lottery.id} />
      <section className="q-card" aria-labelledby="lt-fair">
        <h2 id="lt-fair" className="lt-subtitle">
          {t('fair.title')}
        </h2>
        <p className="lt-meta">{t('fair.how')}</p>
        <p className="lt-code">{t('fair.hash', { hash: lottery.seedHash })}</p>
        <p className="lt-code">{lottery.seed ? t('fair.seed', { seed: lottery.seed }) : t('fair.hidden')}</p>
      </section>
    </>
  );
}

/** Why there is no button: not started, ended, outside the audience, or already drawn (today). */
function Status({ lottery }: { lottery: TLotteryDetail }) {
  const { t } = useTranslation('lottery');
  const text =
    lottery.state === 'pending'
      ? t('detail.pending', { when: timeParts(lottery.opensAt).fullTime })
      : lottery.state === 'closed'
        ? t('detail.closed')
        : lottery.barred
          ? t('detail.barred')
          : lottery.period === 'daily'
            ? t('detail.drawnToday')
            : t('detail.drawn');
  return (
    <p className="q-card lt-status" role="status">
      {text}
    </p>
  );
}

/** 立即抽奖. A lost answer's retry (same request id) answers the same draw. */
function DrawButton({ lottery, onDrawn }: { lottery: TLotteryDetail; onDrawn: (outcome: TDrawOutcome) => void }) {
  const { t } = useTranslation('lottery');
  const draw = useDrawLottery();
  const [error, setError] = useState('');
  const requestId = useRef(newRequestId());
  const send = async () => {
    setError('');
    const answer = await draw
      .mutateAsync({ id: lottery.id, requestId: requestId.current })
      .catch((refusal: Error) => (setError(refusal.message), null));
    if (!answer) return;
    requestId.current = newRequestId();
    onDrawn(answer);
  };
  return (
    <section className="q-card lt-draw">
      <button type="button" className="lt-draw__button" disabled={draw.isPending} onClick={() => void send()}>
        {t('draw.button')}
      </button>
      {error && (
        <p className="lt-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function Mine({ mine }: { mine: TDrawOutcome[] }) {
  const { t } = useTranslation('lottery');
  if (mine.length === 0) return null;
  return (
    <section className="q-card" aria-labelledby="lt-mine">
      <h2 id="lt-mine" className="lt-subtitle">
        {t('mine.title')}
      </h2>
      <ul className="lt-prizes">
        {mine.map((d) => (
          <li key={d.id} className="lt-prize">
            <span className={d.prize ? 'lt-prize__name' : 'lt-meta'}>{d.prize ? d.prizeName : t('mine.lost')}</span>
            <span className="lt-meta">{timeParts(d.created).fullTime}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
