import { useTranslation } from 'react-i18next';
import type { TClaim } from '@quad/reservation-engine/contract';
import { confirm, toast } from '@quad/platform/shell/dialogs';
import { Link } from '@quad/platform/shell/router';
import { useCancelTicket } from '../calls/phone';
import { fullTime } from './when';

/** What one of my claims says (抢票成功, 预约成功，等待分票, 候补第N位, 已验票 at…) and what I may do: show the pass, 退票. */
export function ClaimActions({ claim }: { claim: TClaim }) {
  const { t } = useTranslation('ticket');
  const cancel = useCancelTicket();
  const held = claim.state === 'won' || claim.state === 'checked';
  const handleCancel = async () => {
    if (!(await confirm(t(claim.state === 'won' ? 'mine.cancelConfirm' : 'mine.withdrawConfirm')))) return;
    try {
      await cancel.mutateAsync({ claimId: claim.id });
      toast(t('mine.cancelled'));
    } catch (error) {
      toast((error as Error).message);
    }
  };
  return (
    <div className="tk-row">
      <span className="tk-meta">
        {claim.zoneName} · {t(`claim.${claim.state}`, { position: claim.position })}
        {claim.state === 'checked' && ` ${fullTime(claim.checkedAt)}`}
      </span>
      <span>
        {held && (
          <Link className="q-text-button" to={`/ticket/success?id=${encodeURIComponent(claim.id)}`}>
            {t('mine.show')}
          </Link>
        )}
        {claim.cancellable && (
          <button type="button" className="q-text-button" onClick={() => void handleCancel()} disabled={cancel.isPending}>
            {t(claim.state === 'won' ? 'mine.cancel' : 'mine.withdraw')}
          </button>
        )}
      </span>
    </div>
  );
}
