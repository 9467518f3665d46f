import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '@ant-design/icons';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { yuan } from '@quad/ledger-engine/shared/money';
import { PagedTable, SearchBox, usePaging } from '@quad/platform/console/paged-table';
import { timeParts } from '@quad/platform/shell/time';
import type { TFeeItem } from '../../contract-manage';
import { useDeleteFeeItem, useFeeItems } from '../calls/finance';
import { ItemDrawer } from './item-drawer';

const STATE_COLOURS: Record<TFeeItem['state'], string> = { draft: 'default', open: 'green', closed: 'orange' };

/** 缴费项目: every fee item with what it has taken in, to create, edit or delete. */
export default function ItemsScreen() {
  const { t } = useTranslation('payment');
  const { modal } = App.useApp();
  const { paging, setPaging, keyword, search } = usePaging();
  const items = useFeeItems({ ...paging, keyword: keyword || undefined });
  const remove = useDeleteFeeItem(t('console.items.deleted'));
  /** The item being edited ('' for a new one), or null with the drawer closed. */
  const [editing, setEditing] = useState<string | null>(null);

  // The server refuses an item that has orders; its message says so.
  const confirmDelete = (item: TFeeItem) =>
    modal.confirm({
      title: t('console.items.deleteConfirm', { title: item.title }),
      okText: t('console.items.delete'),
      okButtonProps: { danger: true },
      cancelText: t('console.cancel'),
      onOk: async () => {
        await remove.mutateAsync({ id: item.id });
      },
    });

  return (
    <>
      <div className="adm-toolbar">
        <SearchBox label={t('console.items.search')} onSearch={search} />
        <span className="adm-toolbar__grow" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('')}>
          {t('console.items.create')}
        </Button>
      </div>
      <PagedTable<TFeeItem>
        result={items}
        paging={paging}
        onPaging={setPaging}
        emptyText={t('console.items.empty')}
        totalText={(total) => t('console.items.total', { total })}
        columns={[
          { title: t('console.item.title'), dataIndex: 'title' },
          { title: t('console.item.category'), dataIndex: 'category', render: (c: TFeeItem['category']) => t(`console.category.${c}`) },
          {
            title: t('console.items.amount'),
            key: 'amount',
            align: 'right',
            render: (_, item) => (item.perPerson ? t('console.items.perPerson') : yuan(item.amountFen)),
          },
          { title: t('console.item.deadline'), dataIndex: 'deadline', render: (at: number) => timeParts(at).fullTime },
          {
            title: t('console.items.state'),
            dataIndex: 'state',
            render: (state: TFeeItem['state']) => <Tag color={STATE_COLOURS[state]}>{t(`console.itemState.${state}`)}</Tag>,
          },
          { title: t('console.items.paidOrders'), dataIndex: 'paidOrders', align: 'right' },
          { title: t('console.items.net'), dataIndex: 'netFen', align: 'right', render: (fen: number) => yuan(fen) },
          {
            title: t('console.actions'),
            key: 'actions',
            render: (_, item) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setEditing(item.id)}
                  aria-label={t('console.items.editOf', { title: item.title })}
                >
                  {t('console.items.edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => confirmDelete(item)}
                  aria-label={t('console.items.deleteOf', { title: item.title })}
                >
                  {t('console.items.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <ItemDrawer id={editing} onClose={() => setEditing(null)} />
    </>
  );
}
