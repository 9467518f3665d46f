import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { ErrorCode } from '@quad/contracts/errors';
import { shownByShell } from '@quad/platform/shell/request';
import { Link, useNavigate, useSearchParams } from '@quad/platform/shell/router';
import { EmptyView } from '@quad/platform/ui/state-views';
import { autoHold } from '../calls/phone';
import '../seat.css';

const COUNTS = [1, 2, 3, 4, 5, 6];

/** `seat/chooseSeatNew?id=…` 帮我选座: how many people; the server holds the best adjacent seats, then the confirm page. */
export function AutoPickPage() {
  const { t } = useTranslation('seat');
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  const [count, setCount] = useState(1);
  const [message, setMessage] = useState('');
  if (!id) return <EmptyView text={t('detail.noId')} />;
  const handlePick = async () => {
    setMessage('');
    const answer = await autoHold({ id, count });
    if (answer.e === ErrorCode.OK) void navigate(`/seat/chooseSeatxinxi?id=${encodeURIComponent(id)}`);
    else if (!shownByShell(answer.e)) setMessage(answer.m);
  };
  return (
    <main className="q-page" aria-label={t('auto.title')}>
      <section className="q-card">
        <h1 className="q-card__title">{t('auto.title')}</h1>
        <p className="st-hint">{t('auto.hint')}</p>
        <div className="st-zones" role="group" aria-label={t('auto.count')}>
          {COUNTS.map((n) => (
            <button key={n} type="button" className="st-zone" aria-pressed={count === n} onClick={() => setCount(n)}>
              {t('auto.people', { count: n })}
            </button>
          ))}
        </div>
      </section>
      {message && (
        <p className="st-error" role="alert">
          {message}
        </p>
      )}
      <section className="st-action" aria-label={t('detail.action')}>
        <Button block color="primary" size="large" onClick={() => void handlePick()}>
          {t('auto.pick')}
        </Button>
        <Link className="q-text-button" to={`/seat/chooseSeat?id=${encodeURIComponent(id)}`}>
          {t('auto.myself')}
        </Link>
      </section>
    </main>
  );
}
