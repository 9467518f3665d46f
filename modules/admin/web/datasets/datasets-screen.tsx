import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import type { TDatasetStatus } from '@quad/datasets-engine/contract';
import { DatasetConnectorPanel, DatasetLoads } from '@quad/datasets-engine/console';
import { timeParts } from '@quad/platform/shell/time';
import { useDatasetKinds } from '../calls/list-datasets';

const when = (seconds: number) => (seconds ? timeParts(seconds).fullTime : '—');

/** One kind opened: the engine's loads (status, upload, history, rollback) and its 数据接入. */
function DatasetDrawer({ kind, onClose }: { kind: TDatasetStatus | undefined; onClose(): void }) {
  const { t } = useTranslation('admin');
  return (
    <Drawer open={Boolean(kind)} onClose={onClose} width={1000} title={kind ? `${kind.title}（${kind.kind}）` : ''} destroyOnHidden>
      {kind && (
        <Tabs
          items={[
            { key: 'loads', label: t('datasets.loads'), children: <DatasetLoads kind={kind.kind} /> },
            {
              key: 'connector',
              label: t('datasets.connector'),
              children: <DatasetConnectorPanel kind={kind.kind} columns={kind.columns} />,
            },
          ]}
        />
      )}
    </Drawer>
  );
}

/**
 * 数据集: every kind the installed areas declare, with where it stands (当前版本, 行数, 数据更新于, 来源,
 * 最近失败); opening one shows its loads and its connector.
 */
export default function DatasetsScreen() {
  const { t } = useTranslation('admin');
  const kinds = useDatasetKinds();
  const [open, setOpen] = useState<string>();
  if (kinds.isPending) return <Spin />;
  if (kinds.isError) {
    return (
      <Result
        status="error"
        title={t('datasets.loadFailed')}
        subTitle={kinds.error.message}
        extra={<Button onClick={() => void kinds.refetch()}>{t('datasets.retry')}</Button>}
      />
    );
  }
  const list = kinds.data.list;
  const columns: ColumnsType<TDatasetStatus> = [
    {
      title: t('datasets.title'),
      dataIndex: 'title',
      render: (title: string, x) => (
        <Space orientation="vertical" size={0}>
          <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(x.kind)}>
            {title}
          </Button>
          <Typography.Text type="secondary">{x.kind}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('datasets.version'),
      dataIndex: 'version',
      render: (v: number) => v || <span className="adm-muted">{t('datasets.none')}</span>,
    },
    { title: t('datasets.rows'), dataIndex: 'rows', align: 'right' },
    { title: t('datasets.updatedAt'), dataIndex: 'updatedAt', render: when },
    { title: t('datasets.source'), dataIndex: 'source', render: (s: TDatasetStatus['source']) => (s ? t(`datasets.sources.${s}`) : '—') },
    {
      title: t('datasets.lastFailure'),
      dataIndex: 'lastFailure',
      render: (f: TDatasetStatus['lastFailure']) =>
        f ? <Alert type="warning" showIcon title={`${when(f.at)} · ${t(`datasets.sources.${f.source}`)}`} description={f.message} /> : '—',
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, x) => (
        <Button type="link" size="small" onClick={() => setOpen(x.kind)}>
          {t('datasets.open')}
        </Button>
      ),
    },
  ];
  return (
    <Card title={t('title.admin.datasets')}>
      <Typography.Paragraph type="secondary">{t('datasets.intro')}</Typography.Paragraph>
      {list.length === 0 ? (
        <Empty description={t('datasets.empty')} />
      ) : (
        <Table<TDatasetStatus> rowKey="kind" dataSource={list} columns={columns} pagination={false} />
      )}
      <DatasetDrawer kind={list.find((k) => k.kind === open)} onClose={() => setOpen(undefined)} />
    </Card>
  );
}
