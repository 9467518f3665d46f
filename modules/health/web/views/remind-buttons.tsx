import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { confirm, toast } from '@quad/platform/shell/dialogs';
import type { TViewRoute } from './view-paths';
import { missingUids } from '../calls/list-view-people';
import { remind } from '../calls/remind-people';

/**
 * Sends a reminder and says what the server did: how many were sent and how many it skipped
 * (already reported, out of scope, or reminded in the last ten minutes), or why it refused.
 */
function useRemind(view: TViewRoute, day: string | undefined) {
  const { t } = useTranslation('health', { keyPrefix: 'views' });
  const [sending, setSending] = useState(false);
  const send = async (uids: string[]): Promise<boolean> => {
    setSending(true);
    const answer = await remind(view, day, uids);
    setSending(false);
    if (answer === undefined) return false;
    if (typeof answer === 'string') {
      toast(answer);
      return false;
    }
    toast(t('remindDone', { sent: answer.sent, skipped: answer.skipped }), 2500);
    return answer.sent > 0;
  };
  return { sending, send };
}

/** 一键提醒: everyone shown who has not reported (the page's scope, or the department drilled into), after a confirmation. */
export function RemindAll({ view, day, dept, total }: { view: TViewRoute; day: string | undefined; dept?: string; total: number }) {
  const { t } = useTranslation('health', { keyPrefix: 'views' });
  const { sending, send } = useRemind(view, day);
  const onClick = async () => {
    if (!(await confirm(t('remindAllConfirm', { count: total })))) return;
    // No names: the server reminds everyone of the scope who has not reported.
    if (!dept) return void (await send([]));
    // A failed read was already shown by request(); an empty list must not turn into "everyone".
    const uids = await missingUids(view, day, dept).catch((): string[] => []);
    if (uids.length > 0) await send(uids);
  };
  return (
    <Button size="small" color="primary" loading={sending} onClick={() => void onClick()}>
      {t('remindAll')}
    </Button>
  );
}

/** 提醒 one person: becomes 已提醒 once the server sent it. */
export function RemindOne({ view, day, uid, name }: { view: TViewRoute; day: string | undefined; uid: string; name: string }) {
  const { t } = useTranslation('health', { keyPrefix: 'views' });
  const { sending, send } = useRemind(view, day);
  const [sent, setSent] = useState(false);
  return (
    <Button
      size="mini"
      fill="outline"
      color="primary"
      loading={sending}
      disabled={sent}
      onClick={async () => setSent(await send([uid]))}
      aria-label={t('remindOne', { name })}
    >
      {sent ? t('reminded') : t('remind')}
    </Button>
  );
}
