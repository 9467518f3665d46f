import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Progress from 'antd/es/progress';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { useSession } from '@quad/platform/shell/use-session';
import { BUDGETS_KIND, EXPENSES_KIND } from '../../contract';
import type { TBudget } from '../../contract-budget';
import { useDepartmentBudgets } from '../calls/console';
import { formatYuan } from '../money';
import { rateTone } from '../pages/budget-card';
import { DatasetsTabs } from './datasets-tabs';

const PROGRESS_COLOR = { normal: undefined, warning: '#fa8c16', over: '#f5222d' };
const SIZE = 20;

/** The finance office's view: its departments' projects, highest 执行率 first. */
function DepartmentBudgets() {
  const { t } = useTranslation('finance');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const budgets = useDepartmentBudgets(q, page, SIZE);
  const money = (v: number) => formatYuan(v);
  return (
    <Card title={t('manage.budgets')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input.Search
          allowClear
          placeholder={t('manage.budgetSearch')}
          aria-label={t('manage.budgetSearch')}
          onSearch={(v) => {
            setQ(v.trim());
            setPage(1);
          }}
          style={{ maxWidth: 360 }}
        />
        <Table<TBudget>
          rowKey="code"
          size="small"
          loading={budgets.isFetching}
          dataSource={budgets.data?.list}
          locale={{ emptyText: t('manage.noBudgets') }}
          pagination={{ current: page, pageSize: SIZE, total: budgets.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
          columns={[
            { title: t('manage.code'), dataIndex: 'code' },
            { title: t('manage.project'), dataIndex: 'title' },
            { title: t('manage.leader'), dataIndex: 'leader' },
            { title: t('manage.department'), dataIndex: 'department' },
            { title: t('budget.total'), dataIndex: 'budget', align: 'right', render: money },
            { title: t('budget.spent'), dataIndex: 'spent', align: 'right', render: money },
            { title: t('budget.available'), dataIndex: 'available', align: 'right', render: money },
            {
              title: t('manage.rate'),
              dataIndex: 'rate',
              width: 160,
              render: (rate: number) => <Progress percent={Math.min(100, rate)} format={() => `${rate}%`} strokeColor={PROGRESS_COLOR[rateTone(rate)]} size="small" />,
            },
            { title: t('manage.end'), dataIndex: 'end' },
          ]}
        />
      </Space>
    </Card>
  );
}

/** `budget/manage` 经费管理: the finance office's budgets of its departments, and the projects' and expenses' datasets. */
export default function BudgetScreen() {
  const session = useSession();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {session.allowed('finance', 'budget') && <DepartmentBudgets />}
      <DatasetsTabs kinds={[BUDGETS_KIND, EXPENSES_KIND]} />
    </Space>
  );
}
