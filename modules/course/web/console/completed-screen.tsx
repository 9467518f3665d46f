import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import type { ColumnsType } from 'antd/es/table';
import { actionsColumn, useConfirmDelete } from '@quad/platform/console/managed-list';
import { PagedTable, SearchBox, usePaging } from '@quad/platform/console/paged-table';
import type { TCompletedCourse } from '../../contract-completed';
import { useCompletedCourses, useDeleteCompleted, useImportCompleted } from '../calls/manage';
import { fullTime } from '../pages/course-text';

type TReport = { imported: number; errors: { line: number; message: string }[] };

/**
 * 已修课程: the courses students completed, which prerequisites are checked against, until the
 * school's data brings transcripts: pasted as lines `学号,课程代码,学期`, all or nothing, with the
 * bad lines named.
 */
export default function CompletedScreen() {
  const { t } = useTranslation('course');
  const { paging, setPaging, keyword, search } = usePaging();
  const completed = useCompletedCourses({ ...paging, keyword: keyword || undefined });
  const remove = useDeleteCompleted(t('manage.deleted'));
  const confirmDelete = useConfirmDelete<TCompletedCourse>('course', (row) => remove.mutateAsync({ id: row.id }));
  const columns: ColumnsType<TCompletedCourse> = [
    { title: t('completed.number'), dataIndex: 'number' },
    { title: t('completed.realname'), dataIndex: 'realname' },
    { title: t('completed.code'), dataIndex: 'code' },
    { title: t('completed.termLabel'), dataIndex: 'termLabel' },
    { title: t('completed.created'), dataIndex: 'created', render: (at: number) => fullTime(at) },
    actionsColumn<TCompletedCourse>(t('manage.actions'), () => [
      { label: t('manage.delete'), onClick: (row) => confirmDelete(row), danger: true },
    ]),
  ];
  return (
    <>
      <ImportCard />
      <div className="adm-toolbar">
        <SearchBox label={t('completed.search')} onSearch={search} />
      </div>
      <PagedTable
        result={completed}
        columns={columns}
        paging={paging}
        onPaging={setPaging}
        emptyText={t('completed.empty')}
        totalText={(total) => t('completed.total', { total })}
      />
    </>
  );
}

function ImportCard() {
  const { t } = useTranslation('course');
  const [text, setText] = useState('');
  const [report, setReport] = useState<TReport | null>(null);
  const run = useImportCompleted();
  const handleImport = async () => {
    const answer = await run.mutateAsync({ text });
    if (!answer) return;
    setReport(answer);
    if (answer.errors.length === 0) setText('');
  };
  return (
    <Card title={t('completed.import')} style={{ marginBottom: 16 }}>
      <Input.TextArea
        rows={5}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('completed.placeholder')}
        aria-label={t('completed.import')}
      />
      <Button type="primary" style={{ marginTop: 8 }} disabled={!text.trim()} loading={run.isPending} onClick={() => void handleImport()}>
        {t('completed.run')}
      </Button>
      {report && report.errors.length === 0 && (
        <Alert type="success" showIcon title={t('completed.imported', { count: report.imported })} style={{ marginTop: 8 }} />
      )}
      {report && report.errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={t('completed.rejected', { count: report.errors.length })}
          description={
            <ul aria-label={t('completed.errors')}>
              {report.errors.map((e) => (
                <li key={e.line}>{t('completed.lineError', { line: e.line, message: e.message })}</li>
              ))}
            </ul>
          }
          style={{ marginTop: 8 }}
        />
      )}
    </Card>
  );
}
