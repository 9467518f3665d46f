import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnsType } from 'antd/es/table';
import { actionsColumn, ManagedList, useConfirmDelete, useWindowColumns } from '@quad/platform/console/managed-list';
import { usePaging } from '@quad/platform/console/paged-table';
import type { TManagedQuiz } from '../../contract-manage';
import { useDeleteQuiz, useManagedQuizzes } from '../calls/manage';
import { AttemptsDrawer } from './attempts-drawer';
import { QuizDrawer } from './quiz-drawer';

/** 答题管理: every quiz with its bank and attempts, to create, edit (questions included), read results or delete. */
export default function ManageScreen() {
  const { t } = useTranslation('answer');
  const { paging, setPaging, keyword, search } = usePaging();
  const quizzes = useManagedQuizzes({ ...paging, keyword: keyword || undefined });
  const remove = useDeleteQuiz(t('manage.deleted'));
  const confirmDelete = useConfirmDelete<TManagedQuiz>(
    'answer',
    (quiz) => remove.mutateAsync({ id: quiz.id }),
    (quiz) => (quiz.attempts > 0 ? t('manage.deleteNote', { count: quiz.attempts }) : undefined),
  );
  /** The quiz being edited ('' for a new one), or null with the drawer closed. */
  const [editing, setEditing] = useState<string | null>(null);
  const [results, setResults] = useState<TManagedQuiz | null>(null);

  const columns: ColumnsType<TManagedQuiz> = [
    { title: t('manage.title'), dataIndex: 'title' },
    ...useWindowColumns<TManagedQuiz>('answer'),
    {
      title: t('manage.rules'),
      key: 'rules',
      render: (_, q) => t('manage.rulesValue', { draw: q.draw || q.bank, bank: q.bank, minutes: q.timeLimit, attempts: q.attemptsAllowed }),
    },
    { title: t('manage.people'), dataIndex: 'people', align: 'right' },
    { title: t('manage.attempts'), dataIndex: 'attempts', align: 'right' },
    actionsColumn<TManagedQuiz>(t('manage.actions'), () => [
      { label: t('manage.results'), onClick: setResults },
      { label: t('manage.edit'), onClick: (q) => setEditing(q.id) },
      { label: t('manage.delete'), onClick: confirmDelete, danger: true },
    ]),
  ];

  return (
    <>
      <ManagedList area="answer" onCreate={() => setEditing('')} onSearch={search} result={quizzes} columns={columns} paging={paging} onPaging={setPaging} />
      <QuizDrawer id={editing} onClose={() => setEditing(null)} />
      <AttemptsDrawer quiz={results} onClose={() => setResults(null)} />
    </>
  );
}
