import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@quad/platform/shell/router';
import dayjs, { type Dayjs } from 'dayjs';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import type { ColumnsType } from 'antd/es/table';
import type { z } from 'zod';
import { QueryTable, serverPages } from '@quad/platform/console/paged-table';
import type { ZResultRow } from '@quad/forms-engine/contract';
import { SearchForm } from '@quad/platform/console/search-form';
import { InstanceStatusTag } from '@quad/workflow-engine/web';
import { answerText } from '@quad/forms-engine/shared/answer-text';
import { useResultAnswerFlows } from '../calls/answer-flows';
import { useAnswers } from '../calls/list-answers';
import { useAnswerTexts } from './use-answer-texts';
import { FORMS_CONSOLE_NS } from './console-strings';

type TResultRow = z.infer<typeof ZResultRow>;
interface TFilter {
  id: string;
  page: number;
  size: number;
  keyword?: string;
  day?: string;
}

/** 答卷列表: one row per answer, one column per field; a row opens its printable page. */
export function AnswersTab({ id }: { id: string }) {
  const { t } = useTranslation(FORMS_CONSOLE_NS);
  const navigate = useNavigate();
  const texts = useAnswerTexts();
  const [filter, setFilter] = useState<TFilter>({ id, page: 1, size: 20 });
  const [keyword, setKeyword] = useState('');
  const [day, setDay] = useState<Dayjs | null>(null);
  const answers = useAnswers(filter);
  // Answers to a form that needs (or needed) approval carry it: a column when this page has any.
  const flows = useResultAnswerFlows(id, (answers.data?.list ?? []).map((row) => row.id));
  const flowOf = new Map((flows.data?.list ?? []).map((f) => [f.answerId, f]));
  const print = (row: TResultRow) => void navigate(`/formAdmin/print?id=${encodeURIComponent(row.id)}`);

  const fields = (answers.data?.definition.fields ?? []).filter((f) => f.kind !== 'description');
  const who: ColumnsType<TResultRow> = answers.data?.anonymous
    ? []
    : [
        { title: t('results.name'), dataIndex: 'name', fixed: 'left', width: 100 },
        { title: t('results.number'), dataIndex: 'number', width: 120 },
        { title: t('results.department'), dataIndex: 'department', width: 140, ellipsis: true },
      ];
  const columns: ColumnsType<TResultRow> = [
    ...who,
    { title: t('results.time'), dataIndex: 'created', width: 150, render: (s: number) => dayjs.unix(s).format('YYYY-MM-DD HH:mm') },
    ...fields.map((field) => ({
      title: field.label,
      key: field.key,
      width: 160,
      ellipsis: true,
      render: (_: unknown, row: TResultRow) => answerText(field, row.values[field.key], texts),
    })),
    ...(flowOf.size === 0
      ? []
      : [
          {
            title: t('results.approval'),
            key: 'approval',
            width: 100,
            render: (_: unknown, row: TResultRow) => {
              const flow = flowOf.get(row.id);
              return flow ? <InstanceStatusTag status={flow.status} /> : null;
            },
          },
        ]),
    {
      title: t('actions'),
      key: 'print',
      fixed: 'right',
      width: 80,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => print(row)}>
          {t('results.print')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <SearchForm onSearch={() => setFilter((f) => ({ ...f, page: 1, keyword: keyword.trim() || undefined, day: day?.format('YYYY-MM-DD') }))}>
        <Input style={{ width: 220 }} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('results.search')} aria-label={t('results.search')} allowClear />
        <DatePicker value={day} onChange={setDay} placeholder={t('results.day')} aria-label={t('results.day')} />
        <Button type="primary" htmlType="submit">
          {t('search')}
        </Button>
      </SearchForm>
      <QueryTable<TResultRow>
        result={answers}
        rows={answers.data?.list}
        columns={columns}
        scroll={{ x: 'max-content' }}
        onRow={(row) => ({ onDoubleClick: () => print(row) })}
        pagination={{
          ...serverPages(filter, answers.data?.total, (total) => t('results.total', { total }), (p) => setFilter((f) => ({ ...f, ...p }))),
          showSizeChanger: true,
        }}
        emptyText={t('results.empty')}
      />
    </>
  );
}
