import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import Table from 'antd/es/table';
import type { TDefinitionVersion } from '../../contract-definition';
import { WORKFLOW_NS } from '../strings';
import './definition-editor.css';

/** A flow's saved versions, newest first: which name it had, who saved it and when (the area's own first version by nobody). */
export function DefinitionVersions({ versions }: { versions: readonly TDefinitionVersion[] }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const ids = useId();
  return (
    <section aria-labelledby={`${ids}title`}>
      <h3 id={`${ids}title`} className="wf-editor__versions">
        {t('versions.title')}
      </h3>
      <Table<TDefinitionVersion>
        rowKey="version"
        size="small"
        pagination={false}
        dataSource={versions}
        columns={[
          { title: t('versions.version'), dataIndex: 'version', width: 80, render: (version: number) => `v${version}` },
          { title: t('versions.name'), dataIndex: 'name' },
          { title: t('versions.savedBy'), dataIndex: 'savedBy', width: 120, render: (name: string) => name || t('versions.byApp') },
          {
            title: t('versions.saved'),
            dataIndex: 'saved',
            width: 160,
            render: (saved: number) => dayjs.unix(saved).format('YYYY-MM-DD HH:mm'),
          },
        ]}
      />
    </section>
  );
}
