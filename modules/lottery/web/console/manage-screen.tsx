import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { ExportButton } from '@quad/platform/console/export-button';
import { actionsColumn, ManagedList, useWindowColumns, type TRowAction } from '@quad/platform/console/managed-list';
import { usePaging } from '@quad/platform/console/paged-table';
import { LOTTERY_EXPORT_PATH, type TManagedLottery } from '../../contract-manage';
import { useManagedLotteries, usePublishLottery } from '../calls/manage';
import { LotteryDrawer } from './lottery-drawer';

/** 抽奖管理: every lottery with its live draws and winners, to create, edit, publish or export its draws (who won, in full). */
export default function ManageScreen() {
  const { t } = useTranslation('lottery');
  const { paging, setPaging, keyword, search } = usePaging();
  const lotteries = useManagedLotteries({ ...paging, keyword: keyword || undefined });
  const publish = usePublishLottery(t('manage.published'));
  /** The lottery being edited ('' for a new one), or null with the drawer closed. */
  const [editing, setEditing] = useState<string | null>(null);

  const edit: TRowAction<TManagedLottery> = { label: t('manage.edit'), onClick: (l) => setEditing(l.id) };
  const columns: ColumnsType<TManagedLottery> = [
    { title: t('manage.title'), dataIndex: 'title' },
    ...useWindowColumns<TManagedLottery>('lottery', (l) => !l.published),
    { title: t('manage.period'), dataIndex: 'period', render: (period: string) => t(`period.${period}`) },
    { title: t('manage.prizes'), dataIndex: 'prizes', align: 'right' },
    { title: t('manage.draws'), dataIndex: 'draws', align: 'right' },
    { title: t('manage.winners'), dataIndex: 'winners', align: 'right' },
    actionsColumn<TManagedLottery>(t('manage.actions'), (l) =>
      l.published ? [edit] : [edit, { label: t('manage.publish'), onClick: () => void publish.mutateAsync({ id: l.id }) }],
    ),
    {
      title: t('manage.export'),
      key: 'export',
      render: (_, l) =>
        l.draws > 0 && (
          <ExportButton href={`${LOTTERY_EXPORT_PATH}?id=${encodeURIComponent(l.id)}`} icon={<DownloadOutlined />}>
            {t('manage.export')}
          </ExportButton>
        ),
    },
  ];

  return (
    <>
      <ManagedList area="lottery" onCreate={() => setEditing('')} onSearch={search} result={lotteries} columns={columns} paging={paging} onPaging={setPaging} />
      <LotteryDrawer id={editing} onClose={() => setEditing(null)} />
    </>
  );
}
