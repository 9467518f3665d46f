import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@quad/ledger-engine/web';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useBranchYear, useMyBranches } from '../calls/dues';
import '../partydues.css';

const YEARS_BACK = 5;

/** `partyDues/branch` 支部党费统计: for a branch's secretary, its members' year month by month and its totals. */
export function BranchPage() {
  const { t } = useTranslation('partydues');
  const branches = useMyBranches();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [chosen, setChosen] = useState('');
  if (branches.isError) return <ErrorView error={branches.error} onRetry={() => void branches.refetch()} />;
  if (!branches.isSuccess) return <LoadingView />;
  const list = branches.data.list;
  if (!list.length) return <EmptyView text={t('branch.notSecretary')} />;
  const branch = chosen || list[0]!.id;
  return (
    <main className="q-page">
      <div className="q-card pd-row">
        {list.length > 1 && (
          <select aria-label={t('branch.branch')} value={branch} onChange={(e) => setChosen(e.target.value)}>
            {list.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        )}
        <select aria-label={t('branch.year')} value={year} onChange={(e) => setYear(Number(e.target.value))}>
          {Array.from({ length: YEARS_BACK }, (_, i) => thisYear - i).map((y) => (
            <option key={y} value={y}>
              {t('record.year', { year: y })}
            </option>
          ))}
        </select>
      </div>
      <BranchYear branch={branch} year={year} />
    </main>
  );
}

function BranchYear({ branch, year }: { branch: string; year: number }) {
  const { t } = useTranslation('partydues');
  const stats = useBranchYear(branch, year);
  if (stats.isError) return <ErrorView error={stats.error} onRetry={() => void stats.refetch()} />;
  if (!stats.isSuccess) return <LoadingView />;
  const { name, totals, members } = stats.data;
  return (
    <>
      <section className="q-card" aria-label={t('branch.totals')}>
        <h2 className="q-card__title">{name}</h2>
        <div className="pd-row">
          <span>{t('branch.members', { count: totals.members })}</span>
          <span>{t('branch.rate', { rate: (totals.rate * 100).toFixed(1) })}</span>
        </div>
        <div className="pd-row">
          <span>
            {t('branch.due')} <Money fen={totals.dueFen} />
          </span>
          <span>
            {t('branch.paid')} <Money fen={totals.paidFen} />
          </span>
        </div>
      </section>
      {members.length === 0 ? (
        <EmptyView text={t('branch.empty')} />
      ) : (
        <ul className="q-list" aria-label={t('branch.list')}>
          {members.map((m) => (
            <li key={m.userId} className="q-list-card">
              <div className="pd-row">
                <strong>
                  {m.name} <span className="pd-meta">{m.number}</span>
                </strong>
                <span className="pd-meta">{t(`category.${m.category}`)}</span>
              </div>
              <div className="pd-row">
                <span>{t('branch.paidMonths', { count: m.paidCount })}</span>
                {m.owedFen > 0 ? (
                  <span className="pd-error">
                    {t('branch.owed')} <Money fen={m.owedFen} />
                  </span>
                ) : (
                  <span className="pd-meta">{t('branch.clear')}</span>
                )}
              </div>
              <div className="pd-grid" aria-hidden>
                {m.months.map((state, i) => (
                  <span key={i} className={`pd-cell pd-cell--${state}`} title={`${i + 1}`} />
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
