import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Drawer from 'antd/es/drawer';
import Skeleton from 'antd/es/skeleton';
import { QueryError } from '@quad/platform/console/query-states';
import type { TDefinitionSummary } from '@quad/workflow-engine/contract-definition';
import { DefinitionEditor, DefinitionVersions } from '@quad/workflow-engine/console';
import { useFlowRoles } from '../calls/flow-roles';
import { useFlow } from '../calls/get-flow';
import { saveFlowVersion } from '../calls/save-flow';

/** One flow in the designer, with its versions below; closed while `flow` is undefined. */
export function FlowDrawer({ flow, onClose }: { flow?: TDefinitionSummary; onClose: () => void }) {
  const { t } = useTranslation('document');
  const { message } = App.useApp();
  const detail = useFlow(flow?.key ?? '');
  const roles = useFlowRoles();
  const failed = detail.isError ? detail : roles.isError ? roles : undefined;

  let content: ReactNode;
  if (failed) content = <QueryError error={failed.error} onRetry={() => void failed.refetch()} />;
  else if (!detail.data || !roles.data) content = <Skeleton active paragraph={{ rows: 10 }} />;
  else {
    const { key, definition, people, fields, versions, version } = detail.data;
    content = (
      <>
        {/* A save loads the new version: the editor starts again from it. */}
        <DefinitionEditor
          key={version}
          definition={definition}
          roles={roles.data.list}
          people={people}
          fields={fields}
          onSave={async (changed) => {
            const answer = await saveFlowVersion({ key, definition: changed });
            if (answer.saved) void message.success(t('flows.saved'));
            return answer;
          }}
        />
        <DefinitionVersions versions={versions} />
      </>
    );
  }
  return (
    <Drawer
      open={flow !== undefined}
      title={t('flows.drawerTitle', { name: flow?.name ?? '' })}
      size={760}
      onClose={onClose}
      destroyOnHidden
    >
      {content}
    </Drawer>
  );
}
