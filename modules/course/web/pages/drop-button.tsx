import { useTranslation } from 'react-i18next';
import type { TClaimState } from '@quad/reservation-engine/contract';
import { confirm, toast } from '@quad/platform/shell/dialogs';
import { useDropCourse } from '../calls/phone';

/** 退课 (or 取消预选, 退出候补) after a question; the place goes to the first of the waitlist. */
export function DropButton({ claimId, state, name }: { claimId: string; state: TClaimState; name: string }) {
  const { t } = useTranslation('course');
  const drop = useDropCourse();
  const handleDrop = async () => {
    if (!(await confirm(t(`drop.confirm.${state}`, { name })))) return;
    try {
      await drop.mutateAsync({ claimId });
      toast(t('drop.done'));
    } catch (error) {
      toast((error as Error).message);
    }
  };
  return (
    <button
      type="button"
      className="q-text-button"
      onClick={() => void handleDrop()}
      disabled={drop.isPending}
      aria-label={`${t(`drop.${state}`)} ${name}`}
    >
      {t(`drop.${state}`)}
    </button>
  );
}
