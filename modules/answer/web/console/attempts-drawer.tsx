import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadOutlined } from '@ant-design/icons';
import Drawer from 'antd/es/drawer';
import Tag from 'antd/es/tag';
import { ExportButton } from '@quad/platform/console/export-button';
import { QueryTable, serverPages, type TPaging } from '@quad/platform/console/paged-table';
import { timeParts } from '@quad/platform/shell/time';
import { QUIZ_EXPORT_PATH, type TManagedAttempt, type TManagedQuiz } from '../../contract-manage';
import { useQuizAttempts } from '../calls/manage';

const STATE_COLOURS = { open: 'blue', submitted: 'green', late: 'red' } as const;

/** 成绩: a quiz's attempts, best scores first, with who took them, their state and time used. */
export function AttemptsDrawer({ quiz, onClose }: { quiz: TManagedQuiz | null; onClose: () => void }) {
  const { t } = useTranslation('answer');
  const [paging, setPaging] = useState<TPaging>({ page: 1, size: 20 });
  const attempts = useQuizAttempts({ id: quiz?.id ?? 'none', ...paging }, quiz !== null);
  return (
    <Drawer
      open={quiz !== null}
      title={t('results.title', { title: quiz?.title ?? '' })}
      size={880}
      onClose={onClose}
      destroyOnHidden
      extra={
        quiz && (
          <ExportButton href={`${QUIZ_EXPORT_PATH}?id=${encodeURIComponent(quiz.id)}`} icon={<DownloadOutlined />}>
            {t('results.export')}
          </ExportButton>
        )
      }
    >
      <QueryTable<TManagedAttempt>
        result={attempts}
        rows={attempts.data?.list}
        rowKey={(a) => a.id}
        emptyText={t('results.empty')}
        pagination={serverPages(paging, attempts.data?.total, (total) => t('results.total', { total }), setPaging)}
        columns={[
          { title: t('results.name'), dataIndex: 'name' },
          { title: t('results.number'), dataIndex: 'number' },
          { title: t('results.department'), dataIndex: 'department' },
          { title: t('results.seq'), dataIndex: 'seq', align: 'right' },
          {
            title: t('results.state'),
            dataIndex: 'state',
            render: (state: TManagedAttempt['state'], a) => (
              <Tag color={STATE_COLOURS[state]}>
                {state === 'submitted' ? t(a.passed ? 'attempt.passed' : 'attempt.failed') : t(`attempt.${state}`)}
              </Tag>
            ),
          },
          {
            title: t('results.score'),
            key: 'score',
            align: 'right',
            render: (_, a) => (a.state === 'submitted' ? `${a.score} / ${a.fullMarks}` : '—'),
          },
          {
            title: t('results.used'),
            dataIndex: 'used',
            align: 'right',
            render: (used: number, a) =>
              a.state === 'submitted' ? t('used', { m: Math.floor(used / 60), s: String(used % 60).padStart(2, '0') }) : '—',
          },
          { title: t('results.started'), dataIndex: 'started', render: (when: number) => timeParts(when).fullTime },
        ]}
      />
    </Drawer>
  );
}
