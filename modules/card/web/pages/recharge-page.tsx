import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Input from 'antd-mobile/es/components/input';
import type { TPayMethod } from '@quad/ledger-engine/contract';
import { yuan } from '@quad/ledger-engine/shared/money';
import { fenOf, followPaymentStart, Money, PayMethodPicker, payScene } from '@quad/ledger-engine/web';
import { newRequestId } from '@quad/platform/shell/request-id';
import { useNavigate } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { CARD_TOPUP_CHOICES_FEN } from '../../contract';
import { useTopUpCard, useTopUpSummary } from '../calls/card';

/** `recharge/index` (and `recharge/cfriindex`) 校园卡充值: an amount, a method (the wallet too), on to the payment; my top-ups and their states below. */
export function RechargePage() {
  const { t } = useTranslation('card');
  const summary = useTopUpSummary();
  const navigate = useNavigate();
  const topUp = useTopUpCard();
  const [choice, setChoice] = useState<number>(CARD_TOPUP_CHOICES_FEN[0]);
  const [typed, setTyped] = useState('');
  const [method, setMethod] = useState<TPayMethod | undefined>();
  const [error, setError] = useState('');
  // One id per page visit: a press repeated after a lost answer is the same top-up.
  const requestId = useRef(newRequestId());
  if (summary.isError) return <ErrorView error={summary.error} onRetry={() => void summary.refetch()} />;
  if (!summary.isSuccess) return <LoadingView />;
  const { card, methods, maxTopUpFen, topUps } = summary.data;
  const chosen = method ?? methods[0];

  const send = async () => {
    const amountFen = typed ? fenOf(typed) : choice;
    if (amountFen === undefined || amountFen < 1) return setError(t('topUp.badAmount'));
    if (amountFen > maxTopUpFen) return setError(t('topUp.tooMuch', { max: yuan(maxTopUpFen) }));
    if (!chosen) return setError(t('topUp.noMethod'));
    setError('');
    try {
      const { orderId, start } = await topUp.mutateAsync({ amountFen, method: chosen, scene: payScene(), requestId: requestId.current });
      followPaymentStart(start, orderId, navigate);
    } catch (refusal) {
      setError((refusal as Error).message);
    }
  };

  return (
    <main className="q-page">
      <form className="q-card" aria-label={t('topUp.title')} onSubmit={(e) => (e.preventDefault(), void send())}>
        <p>
          {card.number} · {card.holder} · <Money fen={card.balanceFen} />
        </p>
        <div role="group">
          {CARD_TOPUP_CHOICES_FEN.map((fen) => (
            <button key={fen} type="button" aria-pressed={!typed && choice === fen} onClick={() => (setChoice(fen), setTyped(''))}>
              {t('topUp.yuan', { amount: yuan(fen) })}
            </button>
          ))}
        </div>
        <label>
          <span>{t('topUp.other', { max: yuan(maxTopUpFen) })}</span>
          <Input className="q-input" inputMode="decimal" value={typed} onChange={setTyped} placeholder={t('topUp.placeholder')} />
        </label>
        <PayMethodPicker methods={methods} value={chosen} onChange={setMethod} />
        <FormSubmit error={error} errorClassName="q-error" busy={topUp.isPending}>
          {t('topUp.submit')}
        </FormSubmit>
      </form>
      <section className="q-card" aria-label={t('topUp.mine')}>
        <h2 className="q-card__title">{t('topUp.mine')}</h2>
        {topUps.length === 0 && <p>{t('topUp.none')}</p>}
        <ul className="q-list">
          {topUps.map((u) => (
            <li key={u.orderId} className="q-list-card">
              <Money fen={u.amountFen} /> {t(`state.${u.state}`)}
              <div>{timeParts(u.created).fullTime}</div>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
