import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { useSearchParams } from '@quad/platform/shell/router';
import { PagedList } from '@quad/platform/ui/paged-list';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useBudget, useExpenses } from '../calls/budgets';
import { formatYuan } from '../money';
import { BudgetFigures } from './budget-card';
import '@quad/platform/ui/list-detail.css';
import '../finance.css';

function Expenses({ code }: { code: string }) {
  const { t } = useTranslation('finance');
  const [q, setQ] = useState('');
  const expenses = useExpenses(code, q);
  return (
    <section aria-label={t('budget.expenses')}>
      <h2 className="fin-title">{t('budget.expenses')}</h2>
      <SearchBar placeholder={t('budget.search')} onSearch={(v) => setQ(v.trim())} onClear={() => setQ('')} />
      <PagedList pages={expenses} emptyText={q ? t('budget.noMatch', { q }) : t('budget.noExpenses')} keyOf={(e) => e.voucher}>
        {(items) => (
          <ul className="q-list">
            {items.map((e) => (
              <li key={e.voucher} className="q-list-card fin-expense">
                <span className="fin-row">
                  <span>{e.summary}</span>
                  <strong>{formatYuan(e.amount)}</strong>
                </span>
                <span className="q-meta">{t('budget.expenseMeta', { date: e.date, voucher: e.voucher, handler: e.handler || '—' })}</span>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

/** `budget/detail?code=` 经费详情: one project I lead, its money, and its expense records (paged, searched by 摘要). */
export function BudgetDetailPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const budget = useBudget(code);
  if (budget.isError) return <ErrorView error={budget.error} onRetry={() => void budget.refetch()} />;
  if (!budget.data) return <LoadingView />;
  const b = budget.data;
  return (
    <main className="q-page">
      <section className="q-card fin-project">
        <h1 className="fin-project__title">
          <span className="fin-tag">{b.category}</span>
          {b.title}
        </h1>
        <span className="q-meta">
          {b.code} · {b.leader} · {b.department}
        </span>
        <BudgetFigures budget={b} />
        <DataUpdatedAt updatedAt={b.updatedAt} failed={b.failed} />
      </section>
      <Expenses code={code} />
    </main>
  );
}
