import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { DownloadOutlined } from '@ant-design/icons';
import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import { ExportButton } from '@quad/platform/console/export-button';
import { AnswersTab } from './answers-tab';
import { useAnswers } from '../calls/list-answers';
import { exportUrl, useIdParam } from './console-links';
import { PendingTab } from './pending-tab';
import './forms-console.css';
import { FORMS_CONSOLE_NS } from './console-strings';

const StatsTab = lazy(() => import('./stats-tab'));

/** 答卷结果 (?id=): the answers, their statistics, who has not answered, and the Excel file. */
export default function ResultsScreen() {
  const { t } = useTranslation(FORMS_CONSOLE_NS);
  const id = useIdParam();
  // The answers tab's first page: the same query, so the title costs no request of its own.
  const title = useAnswers({ id, page: 1, size: 20 }).data?.title;
  return (
    <Card
      size="small"
      title={title}
      extra={
        <Space>
          <Link to="/formAdmin/index">{t('design.back')}</Link>
          <Link to={`/formAdmin/design?id=${encodeURIComponent(id)}`}>{t('list.design')}</Link>
          <ExportButton icon={<DownloadOutlined />} href={exportUrl(id)}>
            {t('results.export')}
          </ExportButton>
        </Space>
      }
    >
      <Tabs
        destroyOnHidden
        items={[
          { key: 'answers', label: t('results.answersTab'), children: <AnswersTab id={id} /> },
          {
            key: 'stats',
            label: t('results.statsTab'),
            children: (
              <Suspense fallback={<Skeleton active />}>
                <StatsTab id={id} />
              </Suspense>
            ),
          },
          { key: 'pending', label: t('results.pendingTab'), children: <PendingTab id={id} /> },
        ]}
      />
    </Card>
  );
}
