import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import { DatasetConnectorPanel, DatasetLoads } from '@quad/datasets-engine/console';
import { useSession } from '@quad/platform/shell/use-session';
import { SCORE_KINDS } from '../../contract';
import { RulesForm } from './rules-form';

/** A kind's loads and its connector. */
function KindPanel({ kind }: { kind: string }) {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <DatasetLoads kind={kind} />
      <DatasetConnectorPanel kind={kind} />
    </Space>
  );
}

/**
 * `score/manage` 成绩管理: the GPA rules, and each of the area's datasets (成绩, 学生培养方案,
 * 培养方案学分要求) with the engine's upload, history, rollback, template and connector. The dataset
 * calls need admin → datasets: without it those tabs say so instead of showing refusals.
 */
export default function ManageScreen() {
  const { t } = useTranslation('score');
  const session = useSession();
  const datasets = session.allowed('admin', 'datasets');
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Alert type="info" showIcon title={t('manage.intro')} />
      <Tabs
        items={[
          { key: 'rules', label: t('manage.rules'), children: <RulesForm /> },
          ...SCORE_KINDS.map((kind) => ({
            key: kind,
            label: t(`manage.kind.${kind.slice('score.'.length)}`),
            children: datasets ? <KindPanel kind={kind} /> : <Alert type="warning" showIcon title={t('manage.noDatasets')} />,
          })),
        ]}
      />
    </Space>
  );
}
