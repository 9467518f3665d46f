import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { useSession } from '@quad/platform/shell/use-session';
import { SALARY_KIND, type TPaySlip, type TStaffPay } from '../../contract';
import { useLookUpPay } from '../calls/console';
import { formatYuan } from '../money';
import { DatasetsTabs } from './datasets-tabs';

/** The personnel office's lookup: one person's pay of a year within the viewer's departments (each lookup audited). */
function PayLookup() {
  const { t } = useTranslation('finance');
  const lookUp = useLookUpPay();
  const [found, setFound] = useState<TStaffPay>();
  const search = async (staffNo: string, year?: number) => {
    if (!staffNo.trim()) return;
    setFound((await lookUp.mutateAsync({ staff_no: staffNo.trim(), year })) ?? undefined);
  };
  return (
    <Card title={t('manage.lookup')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <p>{t('manage.lookupHint')}</p>
        <Input.Search placeholder={t('manage.staffNo')} aria-label={t('manage.staffNo')} enterButton={t('manage.search')} loading={lookUp.isPending} onSearch={(v) => void search(v)} style={{ maxWidth: 360 }} />
        {found && (
          <>
            <Descriptions
              size="small"
              items={[
                { key: 'no', label: t('manage.staffNo'), children: found.staffNo },
                { key: 'name', label: t('manage.name'), children: found.name },
                { key: 'dept', label: t('manage.department'), children: found.department },
              ]}
            />
            <Select aria-label={t('salary.year')} value={found.year} style={{ width: 120 }} options={found.years.map((y) => ({ value: y, label: t('salary.yearTab', { year: y }) }))} onChange={(y) => void search(found.staffNo, y)} />
            <Table<TPaySlip>
              rowKey="month"
              size="small"
              pagination={false}
              dataSource={found.slips}
              columns={[
                { title: t('manage.month'), dataIndex: 'month' },
                { title: '应发合计', dataIndex: 'gross', align: 'right', render: (v: number) => formatYuan(v) },
                { title: '扣发合计', dataIndex: 'deductions', align: 'right', render: (v: number) => formatYuan(v) },
                { title: t('salary.net'), dataIndex: 'net', align: 'right', render: (v: number) => formatYuan(v) },
              ]}
              expandable={{
                expandedRowRender: (slip) => (
                  <Table
                    rowKey="item"
                    size="small"
                    pagination={false}
                    dataSource={slip.items}
                    columns={[
                      { title: t('manage.category'), dataIndex: 'category' },
                      { title: t('manage.item'), dataIndex: 'item' },
                      { title: t('manage.amount'), dataIndex: 'amount', align: 'right', render: (v: number) => formatYuan(v) },
                      { title: t('manage.note'), dataIndex: 'note' },
                    ]}
                  />
                ),
              }}
            />
          </>
        )}
      </Space>
    </Card>
  );
}

/** `salary/manage` 工资管理: the pay slips' dataset (administrators) and the personnel office's lookup. */
export default function SalaryScreen() {
  const session = useSession();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {session.allowed('finance', 'salary') && <PayLookup />}
      <DatasetsTabs kinds={[SALARY_KIND]} />
    </Space>
  );
}
