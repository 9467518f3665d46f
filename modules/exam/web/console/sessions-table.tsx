import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { EmptyState, QueryError } from '@quad/platform/console/query-states';
import type { TExamSession } from '../../contract';
import { useStaffExams } from '../calls/list-staff-exams';

type TStudent = TExamSession['students'][number];

const sessionKey = (s: TExamSession) => [s.courseCode, s.examType, s.date, s.start, s.campus].join('/');

/**
 * 考试总览: the exams of the students in my scope (a counselor's classes, an administrator's site), one
 * row per session with its rooms and how many of my students sit it; a row opens the students with
 * their rooms and seats. Filtered by class and course.
 */
export function SessionsTable() {
  const { t } = useTranslation('exam');
  const [className, setClassName] = useState('');
  const [courseCode, setCourseCode] = useState('');
  const exams = useStaffExams(className, courseCode);
  if (exams.isError && !exams.data) return <QueryError error={exams.error} onRetry={() => void exams.refetch()} />;
  const data = exams.data;
  const columns: ColumnsType<TExamSession> = [
    { title: t('manage.date'), dataIndex: 'date', width: 120 },
    { title: t('manage.time'), key: 'time', width: 120, render: (_, s) => `${s.start}-${s.end}` },
    { title: t('manage.course'), key: 'course', render: (_, s) => `${s.courseName}（${s.courseCode}）` },
    { title: t('manage.type'), dataIndex: 'examType', width: 80 },
    { title: t('manage.campus'), dataIndex: 'campus', width: 100 },
    { title: t('manage.rooms'), key: 'rooms', render: (_, s) => s.rooms.join('、') },
    { title: t('manage.count'), dataIndex: 'count', width: 80, align: 'right' },
    { title: t('manage.state'), key: 'state', width: 90, render: (_, s) => (s.finished ? <Tag>{t('manage.done')}</Tag> : <Tag color="blue">{t('manage.coming')}</Tag>) },
  ];
  const studentColumns: ColumnsType<TStudent> = [
    { title: t('manage.studentNo'), dataIndex: 'studentNo' },
    { title: t('manage.name'), dataIndex: 'name' },
    { title: t('manage.className'), dataIndex: 'className' },
    { title: t('manage.rooms'), dataIndex: 'room' },
    { title: t('manage.seat'), dataIndex: 'seat' },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          aria-label={t('manage.className')}
          style={{ minWidth: 180 }}
          value={className}
          onChange={setClassName}
          options={[{ value: '', label: t('manage.allClasses') }, ...(data?.classes ?? []).map((c) => ({ value: c, label: c }))]}
        />
        <Select
          aria-label={t('manage.course')}
          style={{ minWidth: 220 }}
          value={courseCode}
          onChange={setCourseCode}
          showSearch={{ optionFilterProp: 'label' }}
          options={[{ value: '', label: t('manage.allCourses') }, ...(data?.courses ?? []).map((c) => ({ value: c.code, label: `${c.name}（${c.code}）` }))]}
        />
        {data && <Typography.Text type="secondary">{t('manage.total', { sessions: data.sessions.length, count: data.total })}</Typography.Text>}
      </Space>
      <Table<TExamSession>
        rowKey={sessionKey}
        size="middle"
        loading={exams.isFetching}
        columns={columns}
        dataSource={data?.sessions ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: <EmptyState text={t('manage.empty')} /> }}
        expandable={{
          expandedRowRender: (s) => <Table<TStudent> rowKey="studentNo" size="small" columns={studentColumns} dataSource={s.students} pagination={{ pageSize: 50, hideOnSinglePage: true }} />,
        }}
      />
      {data && <DataUpdatedAt updatedAt={data.updatedAt} failed={data.failed} />}
    </Space>
  );
}
