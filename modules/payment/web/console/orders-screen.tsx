import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import DatePicker from 'antd/es/date-picker';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import type { TCallInput } from '@quad/contracts/call';
import { ORDER_STATES, PAY_METHODS, type TOrderState } from '@quad/ledger-engine/contract';
import { yuan } from '@quad/ledger-engine/shared/money';
import { ExportButton } from '@quad/platform/console/export-button';
import { QueryTable, SearchBox, serverPages, type TPaging } from '@quad/platform/console/paged-table';
import { listOrders, ORDERS_EXPORT_PATH, type TManagedOrder } from '../../contract-manage';
import { useFeeItems, useOrders } from '../calls/finance';
import { when } from './format';
import { OrderDrawer } from './order-drawer';
import { ORDER_STATE_COLOURS } from './state-colours';

type TOrderFilter = Omit<TCallInput<typeof listOrders>, 'page' | 'size'>;

/** The filter as the export's query: only what is set. */
const exportHref = (filter: TOrderFilter) => {
  const query = new URLSearchParams(
    Object.entries(filter).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])),
  );
  return `${ORDERS_EXPORT_PATH}?${query}`;
};

/** 订单管理: orders by item, state, method, day and number, exported as filtered; a row opens its detail. */
export default function OrdersScreen() {
  const { t } = useTranslation('payment');
  const [paging, setPaging] = useState<TPaging>({ page: 1, size: 20 });
  const [filter, setFilter] = useState<TOrderFilter>({});
  const orders = useOrders({ ...paging, ...filter });
  const items = useFeeItems({ page: 1, size: 100 });
  const [opened, setOpened] = useState('');

  const refine = (change: TOrderFilter) => {
    setFilter((f) => ({ ...f, ...change }));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const chooseDays = (days: [Dayjs | null, Dayjs | null] | null) =>
    refine({ from: days?.[0]?.startOf('day').unix(), to: days?.[1]?.endOf('day').unix() });

  return (
    <>
      <div className="adm-toolbar">
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('console.orders.item')}
          aria-label={t('console.orders.item')}
          style={{ width: 200 }}
          loading={items.isPending}
          options={items.data?.list.map((i) => ({ value: i.id, label: i.title }))}
          onChange={(item?: string) => refine({ item })}
        />
        <Select
          allowClear
          placeholder={t('console.orders.state')}
          aria-label={t('console.orders.state')}
          style={{ width: 120 }}
          options={ORDER_STATES.map((s) => ({ value: s, label: t(`console.orderState.${s}`) }))}
          onChange={(state?: TOrderState) => refine({ state })}
        />
        <Select
          allowClear
          placeholder={t('console.orders.method')}
          aria-label={t('console.orders.method')}
          style={{ width: 120 }}
          options={PAY_METHODS.map((m) => ({ value: m, label: t(`console.method.${m}`) }))}
          onChange={(method?: TOrderFilter['method']) => refine({ method })}
        />
        <DatePicker.RangePicker aria-label={t('console.orders.days')} onChange={chooseDays} />
        <SearchBox label={t('console.orders.search')} onSearch={(words) => refine({ keyword: words.trim() || undefined })} />
        <span className="adm-toolbar__grow" />
        <ExportButton href={exportHref(filter)} icon={<DownloadOutlined />}>
          {t('console.orders.export')}
        </ExportButton>
      </div>
      <QueryTable<TManagedOrder>
        result={orders}
        rows={orders.data?.list}
        emptyText={t('console.orders.empty')}
        pagination={serverPages(paging, orders.data?.total, (total) => t('console.orders.total', { total }), setPaging)}
        onRow={(order) => ({ onClick: () => setOpened(order.id), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('console.order.no'), dataIndex: 'orderNo' },
          { title: t('console.order.title'), dataIndex: 'title' },
          { title: t('console.order.payer'), key: 'payer', render: (_, o) => `${o.payerName} ${o.payerNumber}` },
          { title: t('console.order.amount'), dataIndex: 'amountFen', align: 'right', render: (fen: number) => yuan(fen) },
          {
            title: t('console.order.method'),
            dataIndex: 'method',
            render: (m: TManagedOrder['method']) => (m ? t(`console.method.${m}`) : '—'),
          },
          {
            title: t('console.order.state'),
            dataIndex: 'state',
            render: (state: TOrderState) => <Tag color={ORDER_STATE_COLOURS[state]}>{t(`console.orderState.${state}`)}</Tag>,
          },
          { title: t('console.order.created'), dataIndex: 'created', render: when },
          { title: t('console.order.paidAt'), dataIndex: 'paidAt', render: when },
        ]}
      />
      <OrderDrawer id={opened} onClose={() => setOpened('')} />
    </>
  );
}
