import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { confirm } from '@quad/platform/shell/dialogs';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useMyCard, useReportLoss, useUndoLoss } from '../calls/card';

/** `ipass/loss` 校园卡挂失: report the card lost after a confirmation (no card password: the person is signed in), or undo it. */
export function LossPage() {
  const { t } = useTranslation('card');
  const card = useMyCard();
  const report = useReportLoss();
  const undo = useUndoLoss();
  if (card.isError) return <ErrorView error={card.error} onRetry={() => void card.refetch()} />;
  if (!card.isSuccess) return <LoadingView />;
  const lost = card.data.card.status === 'lost';
  const act = async () => {
    if (!(await confirm(t(lost ? 'loss.undoConfirm' : 'loss.confirm')))) return;
    await (lost ? undo : report).mutateAsync({}).catch(() => undefined);
  };
  return (
    <main className="q-page">
      <section className="q-card">
        <p>
          {card.data.card.number} · {t(`status.${card.data.card.status}`)}
        </p>
        <p>{t('loss.why')}</p>
        <Button color={lost ? 'primary' : 'danger'} block disabled={card.data.card.status === 'frozen'} onClick={() => void act()}>
          {t(lost ? 'loss.undo' : 'loss.report')}
        </Button>
      </section>
    </main>
  );
}
