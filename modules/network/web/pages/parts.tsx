import { useTranslation } from 'react-i18next';
import { Money } from '@quad/ledger-engine/web';
import { RequestError } from '@quad/platform/shell/request';
import { timeParts } from '@quad/platform/shell/time';
import type { TTopUp } from '../../contract';

/** A refusal as one line: a field's message when the server named one (a password rule), else its message. */
export function refusalText(error: unknown): string {
  const errors = error instanceof RequestError ? (error.envelope.d as { errors?: Record<string, string> } | undefined)?.errors : undefined;
  return Object.values(errors ?? {})[0] ?? (error as Error).message;
}

/** Megabytes as a person reads them: GB from 1024 MB on. */
export const traffic = (mb: number): string => (mb >= 1024 ? `${(mb / 1024).toFixed(2)} GB` : `${Math.round(mb)} MB`);

/** My Quad top-ups with their states (到账中, 已到账, 失败已退款): the balance page and the history show them. */
export function TopUpList({ topUps }: { topUps: TTopUp[] }) {
  const { t } = useTranslation('network');
  if (topUps.length === 0) return <p>{t('topUp.none')}</p>;
  return (
    <ul className="q-list">
      {topUps.map((u) => (
        <li key={u.orderId} className="q-list-card">
          <Money fen={u.amountFen} /> {t(`state.${u.state}`)}
          <div>
            {timeParts(u.created).fullTime} · {u.orderNo}
          </div>
        </li>
      ))}
    </ul>
  );
}
