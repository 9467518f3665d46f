import { useTranslation } from 'react-i18next';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { Link } from '@quad/platform/shell/router';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useMyBudgets } from '../calls/budgets';
import { BudgetFigures } from './budget-card';
import '../finance.css';

/** `budget/index` 经费查询: the projects I lead, each with its money and 执行率; tap one for its expenses. */
export function BudgetListPage() {
  const { t } = useTranslation('finance');
  const budgets = useMyBudgets();
  let body;
  if (budgets.isError) body = <ErrorView error={budgets.error} onRetry={() => void budgets.refetch()} />;
  else if (!budgets.data) body = <LoadingView />;
  else if (budgets.data.list.length === 0) body = <EmptyView text={t('budget.empty')} />;
  else
    body = (
      <ul className="fin-projects">
        {budgets.data.list.map((b) => (
          <li key={b.code}>
            <Link to={`/budget/detail?code=${encodeURIComponent(b.code)}`} className="q-card fin-project">
              <span className="fin-project__title">
                <span className="fin-tag">{b.category}</span>
                {b.title}
              </span>
              <span className="q-meta">{b.code}</span>
              <BudgetFigures budget={b} />
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <main className="q-page">
      {body}
      {budgets.data && <DataUpdatedAt updatedAt={budgets.data.updatedAt} failed={budgets.data.failed} />}
    </main>
  );
}
