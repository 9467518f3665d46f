import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import type { TPayMethod } from '@quad/ledger-engine/contract';
import { firstUsableMethod, Money, PayMethodPicker, payScene, useStartPayment } from '@quad/ledger-engine/web';
import { yuan } from '@quad/ledger-engine/shared/money';
import { confirm } from '@quad/platform/shell/dialogs';
import { Link } from '@quad/platform/shell/router';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import type { TMyDues } from '../../contract';
import { usePayDues, useMyDues } from '../calls/dues';
import '../partydues.css';

/** `partyDues/index` 党费缴纳: my branch and monthly dues, the months owed and ahead, chosen from the oldest, then pay. */
export function PayPage() {
  const { t } = useTranslation('partydues');
  const dues = useMyDues();
  let content;
  if (dues.isError) content = <ErrorView error={dues.error} onRetry={() => void dues.refetch()} />;
  else if (!dues.isSuccess) content = <LoadingView />;
  else if (!dues.data.member) content = <EmptyView text={t('pay.notMember')} />;
  else content = <Dues dues={dues.data} member={dues.data.member} />;
  return (
    <main className="q-page">
      <div className="pd-row">
        <h1 className="q-card__title">{t('pay.title')}</h1>
        <Link className="q-text-button" to="/partyDues/record">
          {t('pay.records')}
        </Link>
      </div>
      {content}
    </main>
  );
}

function Dues({ dues, member }: { dues: TMyDues; member: NonNullable<TMyDues['member']> }) {
  const { t } = useTranslation('partydues');
  const payable = [...dues.owed, ...dues.ahead];
  // Months are taken from the oldest unpaid on: the choice is how many.
  const [count, setCount] = useState(dues.owed.length);
  const amountFen = count * member.monthlyFen;
  return (
    <>
      <section className="q-card" aria-label={t('pay.mine')}>
        <h2 className="q-card__title">{member.branchName}</h2>
        <div className="pd-row">
          <span>{t(`category.${member.category}`)}</span>
          <span>
            {t('pay.monthly')} <Money fen={member.monthlyFen} />
          </span>
        </div>
        <div className="pd-meta">
          {member.handSet ? t('pay.handSet') : t('pay.byRules')} · {t('pay.since', { month: member.startMonth })}
        </div>
      </section>
      {!member.active ? (
        <EmptyView text={t('pay.inactive')} />
      ) : (
        <section className="q-card" aria-label={t('pay.months')}>
          <h2 className="q-card__title">{t('pay.months')}</h2>
          {dues.owed.length === 0 ? (
            <p className="pd-meta">{t('pay.allPaid', { month: dues.thisMonth })}</p>
          ) : (
            <p className="pd-error">{t('pay.owing', { count: dues.owed.length })}</p>
          )}
          <div className="pd-months">
            {payable.map((month, i) => (
              <Button
                key={month}
                size="small"
                color={i < count ? 'primary' : 'default'}
                fill={i < dues.owed.length ? 'solid' : 'outline'}
                aria-pressed={i < count}
                // Pressing the last chosen month lets it go; any other chooses up to it.
                onClick={() => setCount(i + 1 === count ? i : i + 1)}
              >
                {month}
              </Button>
            ))}
          </div>
          <p className="pd-meta">{t('pay.aheadHint', { count: dues.ahead.length })}</p>
          {count > 0 && <PayForm dues={dues} months={payable.slice(0, count)} amountFen={amountFen} />}
        </section>
      )}
    </>
  );
}

function PayForm({ dues, months, amountFen }: { dues: TMyDues; months: string[]; amountFen: number }) {
  const { t } = useTranslation('partydues');
  const pay = usePayDues();
  const [method, setMethod] = useState<TPayMethod | undefined>(() => firstUsableMethod(dues.methods, dues.walletFen, amountFen));
  const { error, startPayment } = useStartPayment();
  const submit = async () => {
    if (!method) return;
    const sure = await confirm(t('pay.confirm', { count: months.length, first: months[0], last: months.at(-1), amount: yuan(amountFen) }));
    if (!sure) return;
    await startPayment(() => pay.mutateAsync({ months, method, scene: payScene() }));
  };
  return (
    <>
      <div className="pd-row">
        <span>{t('pay.chosen', { count: months.length })}</span>
        <span className="pd-total">
          <Money fen={amountFen} />
        </span>
      </div>
      <h2 className="q-card__title">{t('pay.method')}</h2>
      <PayMethodPicker methods={dues.methods} value={method} onChange={setMethod} walletFen={dues.walletFen} amountFen={amountFen} />
      {error && (
        <p className="pd-error" role="alert">
          {error}
        </p>
      )}
      <Button block color="primary" size="large" loading={pay.isPending} disabled={pay.isPending || !method} onClick={() => void submit()}>
        {t('pay.payAmount', { amount: yuan(amountFen) })}
      </Button>
    </>
  );
}
