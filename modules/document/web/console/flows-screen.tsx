import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import { QueryTable } from '@quad/platform/console/paged-table';
import type { TDefinitionSummary } from '@quad/workflow-engine/contract-definition';
import { appName } from '../app-name';
import { useFlows } from '../calls/list-flows';
import { FlowDrawer } from './flow-drawer';

/**
 * 流程设置: the site's approval flows, each opened in the designer. There is no 新建: a flow is made
 * by the app that runs it (leave's on its first request), and a flow no app runs would never be used;
 * the empty list says so.
 */
export default function FlowsScreen() {
  const { t } = useTranslation('document');
  const flows = useFlows();
  const [opened, setOpened] = useState<TDefinitionSummary>();
  const columns: ColumnsType<TDefinitionSummary> = [
    { title: t('flows.name'), dataIndex: 'name' },
    { title: t('flows.app'), dataIndex: 'app', width: 140, render: appName },
    { title: t('flows.version'), dataIndex: 'version', width: 90, render: (version: number) => `v${version}` },
    { title: t('flows.updated'), dataIndex: 'updated', width: 160, render: (s: number) => dayjs.unix(s).format('YYYY-MM-DD HH:mm') },
    {
      title: t('flows.actions'),
      key: 'actions',
      width: 90,
      render: (_, flow) => (
        <Button type="link" aria-label={t('flows.editNamed', { name: flow.name })} onClick={() => setOpened(flow)}>
          {t('flows.edit')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">{t('flows.intro')}</Typography.Paragraph>
      <QueryTable<TDefinitionSummary>
        result={flows}
        rows={flows.data?.list}
        rowKey="key"
        columns={columns}
        emptyText={t('flows.empty')}
        pagination={false}
      />
      <FlowDrawer flow={opened} onClose={() => setOpened(undefined)} />
    </>
  );
}
