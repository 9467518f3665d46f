import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import { yuan } from '@quad/ledger-engine/shared/money';
import { fenOf } from '@quad/ledger-engine/web';
import { toast } from '@quad/platform/shell/dialogs';
import { newRequestId } from '@quad/platform/shell/request-id';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { useAskRefund } from '../calls/payer';

/** 申请退款: how much (in yuan, at most what is left to ask back) and why; the finance office decides. */
export function RefundForm({ orderId, refundableFen }: { orderId: string; refundableFen: number }) {
  const { t } = useTranslation('payment');
  const ask = useAskRefund();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  // One id per request being filled in: a retry after a lost answer is the same refund.
  const requestId = useRef(newRequestId());

  const send = async () => {
    const fen = fenOf(amount);
    if (fen === undefined || fen < 1) return setError(t('refund.badAmount'));
    if (fen > refundableFen) return setError(t('refund.tooMuch', { max: yuan(refundableFen) }));
    if (!reason.trim()) return setError(t('refund.noReason'));
    setError('');
    try {
      await ask.mutateAsync({ id: orderId, amountFen: fen, reason: reason.trim(), requestId: requestId.current });
    } catch (refusal) {
      return setError((refusal as Error).message);
    }
    requestId.current = newRequestId();
    setAmount('');
    setReason('');
    toast(t('refund.sent'));
  };

  return (
    <form className="q-card pm-form" aria-label={t('refund.title')} onSubmit={(e) => (e.preventDefault(), void send())}>
      <h2 className="q-card__title">{t('refund.title')}</h2>
      <label className="pm-field">
        <span>{t('refund.amount', { max: yuan(refundableFen) })}</span>
        <Input className="q-input" inputMode="decimal" value={amount} onChange={setAmount} placeholder={yuan(refundableFen)} />
      </label>
      <label className="pm-field">
        <span>{t('refund.reason')}</span>
        <TextArea value={reason} onChange={setReason} maxLength={200} rows={3} />
      </label>
      <FormSubmit error={error} errorClassName="pm-error" busy={ask.isPending}>
        {t('refund.submit')}
      </FormSubmit>
    </form>
  );
}
