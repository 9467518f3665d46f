import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import type { TCourseScore, TStudentSummary } from '../../contract';
import { useScopedStudents, useScopedStudentScores } from '../calls/scoped-students';

const gpaText = (gpa: number | null) => (gpa === null ? '—' : gpa.toFixed(2));

/** One student's courses, newest term first, in the drawer. */
function StudentDrawer({ student, onClose }: { student: TStudentSummary | null; onClose: () => void }) {
  const { t } = useTranslation('score');
  const report = useScopedStudentScores(student?.student ?? '');
  const rows = report.data?.terms.flatMap((term) => term.courses) ?? [];
  return (
    <Drawer open={student !== null} size={760} onClose={onClose} destroyOnHidden title={student && t('staff.detail', { name: student.name, student: student.student })}>
      {report.data && <Alert type="info" title={`${t('gpa')} ${gpaText(report.data.gpa)} · ${t('credits')} ${report.data.credits}`} style={{ marginBottom: 12 }} />}
      <Table<TCourseScore>
        loading={report.isLoading}
        dataSource={rows}
        rowKey={(c) => `${c.term}/${c.code}/${c.exam}`}
        pagination={false}
        size="small"
        columns={[
          { title: t('staff.term'), dataIndex: 'term' },
          { title: t('staff.course'), dataIndex: 'name' },
          { title: t('staff.credit'), dataIndex: 'credit' },
          { title: t('staff.score'), dataIndex: 'score', render: (score: string, c) => (c.passed ? score : <span style={{ color: '#ff4d4f' }}>{score}</span>) },
          { title: t('staff.exam'), dataIndex: 'exam' },
        ]}
      />
    </Drawer>
  );
}

/**
 * `score/staff` 学生成绩查询: for counselors and class teachers (score → staff), the students of their
 * classes with GPA and credits, by class, found by 学号 or name; a student's courses open in a drawer.
 * Administrators (site-wide) see every student. Watermarked: it shows other people's scores.
 */
export default function StaffScreen() {
  const { t } = useTranslation('score');
  const [q, setQ] = useState('');
  const [className, setClassName] = useState('');
  const [open, setOpen] = useState<TStudentSummary | null>(null);
  const list = useScopedStudents(q, className);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          value={className}
          onChange={setClassName}
          style={{ width: 200 }}
          aria-label={t('staff.className')}
          options={[{ value: '', label: t('staff.allClasses') }, ...(list.data?.classes ?? []).map((c) => ({ value: c, label: c }))]}
        />
        <Input.Search allowClear placeholder={t('staff.search')} onSearch={(v) => setQ(v.trim())} style={{ width: 240 }} aria-label={t('staff.search')} />
      </Space>
      {list.data?.truncated && <Alert type="warning" showIcon title={t('staff.truncated')} />}
      <Table<TStudentSummary>
        loading={list.isFetching}
        dataSource={list.data?.students ?? []}
        rowKey="student"
        locale={{ emptyText: t('staff.empty') }}
        pagination={{ pageSize: 50, showSizeChanger: false }}
        columns={[
          { title: t('staff.student'), dataIndex: 'student' },
          { title: t('staff.name'), dataIndex: 'name' },
          { title: t('staff.className'), dataIndex: 'className' },
          { title: t('staff.gpa'), dataIndex: 'gpa', render: gpaText },
          { title: t('staff.credits'), dataIndex: 'credits' },
          { title: t('staff.courses'), dataIndex: 'courses' },
          {
            title: '',
            key: 'view',
            render: (_, student) => (
              <Button type="link" onClick={() => setOpen(student)}>
                {t('staff.view')}
              </Button>
            ),
          },
        ]}
      />
      <StudentDrawer student={open} onClose={() => setOpen(null)} />
    </Space>
  );
}
