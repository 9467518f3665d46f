import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Input from 'antd-mobile/es/components/input';
import { newRequestId } from '@quad/platform/shell/request-id';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import type { TPayMethod } from '../contract';
import { fenOf, yuan } from '../shared/money';
import { PayMethodPicker } from './pay-method-picker';
import { payScene } from './payment-start';
import { useStartPayment, type TStartedPayment } from './start-payment';
import { LEDGER_NS } from './strings';
import './ledger.css';

/** What a top-up form asks the area's pay call (the contract's `payFields`). */
export interface TTopUpRequest {
  amountFen: number;
  method: TPayMethod;
  scene: 'jsapi' | 'h5';
  requestId: string;
}

export interface TTopUpFormProps {
  /** The form's name, as read out (`校园卡充值`). */
  label: string;
  /** What shows above the amounts: what is topped up, or a title. */
  children?: ReactNode;
  /** The amounts offered as buttons (fen); the first is chosen at the start. */
  choicesFen: readonly number[];
  maxTopUpFen: number;
  /** The methods to offer; the first is chosen at the start. */
  methods: TPayMethod[];
  /** The area's pay call (its mutation's `mutateAsync`), and whether it is under way. */
  pay: (request: TTopUpRequest) => Promise<TStartedPayment>;
  busy: boolean;
  /** How a refusal reads: its message by default. */
  refusalText?: (refusal: unknown) => string;
}

/**
 * A top-up (card, network fees, wallet): one of the offered amounts or one typed in yuan (checked
 * against `maxTopUpFen` before asking), a method, and on to the payment. One request id per visit of
 * the page, so a press repeated after a lost answer is the same top-up.
 */
export function TopUpForm({ label, children, choicesFen, maxTopUpFen, methods, pay, busy, refusalText }: TTopUpFormProps) {
  const { t } = useTranslation(LEDGER_NS);
  const [choice, setChoice] = useState<number | undefined>(choicesFen[0]);
  const [typed, setTyped] = useState('');
  const [method, setMethod] = useState<TPayMethod | undefined>();
  const { error, setError, startPayment } = useStartPayment(refusalText);
  const requestId = useRef(newRequestId());
  const chosen = method ?? methods[0];

  const send = async () => {
    const amountFen = typed ? fenOf(typed) : choice;
    if (amountFen === undefined || amountFen < 1) return setError(t('topUp.badAmount'));
    if (amountFen > maxTopUpFen) return setError(t('topUp.tooMuch', { max: yuan(maxTopUpFen) }));
    if (!chosen) return setError(t('topUp.noMethod'));
    await startPayment(() => pay({ amountFen, method: chosen, scene: payScene(), requestId: requestId.current }));
  };

  return (
    <form className="q-card" aria-label={label} onSubmit={(e) => (e.preventDefault(), void send())}>
      {children}
      <div className="lg-choices" role="group" aria-label={t('topUp.amount')}>
        {choicesFen.map((fen) => (
          <button
            key={fen}
            type="button"
            className="lg-choice"
            aria-pressed={!typed && choice === fen}
            onClick={() => (setChoice(fen), setTyped(''))}
          >
            {t('topUp.yuan', { amount: yuan(fen) })}
          </button>
        ))}
      </div>
      <label className="lg-field">
        <span>{t('topUp.other', { max: yuan(maxTopUpFen) })}</span>
        <Input className="q-input" inputMode="decimal" value={typed} onChange={setTyped} placeholder={t('topUp.placeholder')} />
      </label>
      <PayMethodPicker methods={methods} value={chosen} onChange={setMethod} />
      <FormSubmit error={error} errorClassName="lg-error" busy={busy}>
        {t('topUp.submit')}
      </FormSubmit>
    </form>
  );
}
