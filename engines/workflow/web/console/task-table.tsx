import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import dayjs from 'dayjs';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import type { TCallInput } from '@quad/contracts/call';
import { PagedTable, SearchBox, usePaging } from '@quad/platform/console/paged-table';
import { nowSeconds } from '@quad/platform/shell/time';
import type { listBacklog, TTaskItem } from '../../contract';
import { TaskStatusTag } from '../status-tag';
import { WORKFLOW_NS } from '../strings';

const when = (seconds: number) => (seconds > 0 ? dayjs.unix(seconds).format('YYYY-MM-DD HH:mm') : '—');

/**
 * One of the desk's tables: my tasks still to do (with their deadlines) or already decided (with
 * what I decided and when), searched and paged on the server; each row opens its instance.
 */
export function TaskTable({
  app,
  decided,
  useTasks,
  onOpen,
}: {
  app: string;
  /** The 已办 table: what I decided instead of the deadline. */
  decided: boolean;
  useTasks: (filter: TCallInput<typeof listBacklog>) => UseQueryResult<{ list: TTaskItem[]; total: number }>;
  onOpen: (instanceId: string) => void;
}) {
  const { t } = useTranslation(WORKFLOW_NS);
  const { paging, setPaging, keyword, search } = usePaging();
  const tasks = useTasks({ app, keyword: keyword || undefined, ...paging });
  const open = decided ? t('desk.view') : t('desk.handle');

  const columns: ColumnsType<TTaskItem> = [
    { title: t('desk.title'), dataIndex: 'title', ellipsis: true },
    { title: t('desk.applicant'), dataIndex: 'applicant', width: 110 },
    { title: t('desk.step'), dataIndex: 'step', width: 140 },
    { title: t('desk.arrived'), dataIndex: 'created', width: 150, render: when },
    ...(decided
      ? [
          {
            title: t('desk.status'),
            key: 'status',
            width: 100,
            render: (_: unknown, task: TTaskItem) => <TaskStatusTag status={task.status} />,
          },
          { title: t('desk.decided'), dataIndex: 'decided', width: 150, render: when },
        ]
      : [
          {
            title: t('desk.deadline'),
            dataIndex: 'deadline',
            width: 170,
            render: (deadline: number) => (
              <>
                {when(deadline)}
                {deadline > 0 && deadline < nowSeconds() && <span className="wf-tag wf-tag--rejected">{t('desk.overdue')}</span>}
              </>
            ),
          },
        ]),
    {
      title: t('desk.actions'),
      key: 'actions',
      width: 90,
      render: (_: unknown, task: TTaskItem) => (
        <Button type="link" aria-label={`${open} ${task.title}`} onClick={() => onOpen(task.instanceId)}>
          {open}
        </Button>
      ),
    },
  ];

  return (
    <>
      <div className="adm-toolbar">
        <SearchBox label={t('desk.search')} onSearch={search} />
      </div>
      <PagedTable
        result={tasks}
        columns={columns}
        paging={paging}
        onPaging={setPaging}
        emptyText={decided ? t('desk.emptyDone') : t('desk.emptyBacklog')}
        totalText={(total) => t('desk.total', { total })}
      />
    </>
  );
}
