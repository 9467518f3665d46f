import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@quad/platform/shell/router';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form, { type FormInstance } from 'antd/es/form';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import type { CallContract } from '@quad/contracts/call';
import type { TEditorialStatus } from '@quad/contracts/editorial';
import { callQuery, invalidateCalls } from '@quad/platform/shell/calls';
import { CONSOLE_NS } from '@quad/platform/shell/console/console-strings';
import { FormDrawer } from '@quad/platform/console/form-drawer';
import { EditorialActions, EditorialFilter, ReleaseModal, ReviewModal } from './editorial';
import type { TEditorialPiece } from './editorial-actions';
import { PagedTable, usePaging } from '@quad/platform/console/paged-table';

export type TReviewDecision = { approve: boolean; note: string; publishAt: number };
export type TEditorialFilter = { status?: TEditorialStatus; page: number; size: number };

/** What an area brings to the desk. Each call answers what `useCall` answers (undefined when it failed). */
export interface TEditorialDeskProps<T extends TEditorialPiece> {
  /** The area's id: its strings, by the keys both consoles use (console.create/actions/total, manage.withdrawConfirm/empty). */
  area: string;
  /** The area's console list: takes a TEditorialFilter, answers a page of pieces. */
  list: CallContract<z.ZodType, z.ZodType<{ list: T[]; total: number }>>;
  /** Other calls whose answers a change of a piece makes out of date (the phone lists, the piece itself). */
  stale: CallContract[];
  /** The area's columns; the desk adds the actions. */
  columns: ColumnsType<T>;
  publisher: boolean;
  submit: (piece: T) => Promise<unknown>;
  withdraw: (piece: T) => Promise<unknown>;
  release: (piece: T, publishAt: number) => Promise<unknown>;
  review: (piece: T, decision: TReviewDecision) => Promise<unknown>;
  /** The area's editing drawer: `draft` is null when closed, '' for a new piece, else the id edited. */
  drawer: (draft: string | null, onClose: (savedId?: string) => void) => ReactNode;
  children?: ReactNode;
}

/**
 * The console list of an area's pieces (news articles, notices): filtered by state, paged, with the
 * actions each may take (editorial-actions.ts), the release and review dialogs, and the editing
 * drawer. Opened with `?id=` (from a message asking for review), it opens that piece.
 */
export function EditorialDesk<T extends TEditorialPiece>(props: TEditorialDeskProps<T>) {
  const { area } = props;
  const { t } = useTranslation(CONSOLE_NS);
  const { t: own } = useTranslation(area);
  const { modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const { paging, setPaging, status, only, chooseStatus } = usePaging<TEditorialStatus>();
  const [deciding, setDeciding] = useState<{ piece: T; kind: 'release' | 'review' }>();
  const filter: TEditorialFilter = { status: only, ...paging };
  const pieces = useQuery(callQuery(props.list, filter));
  const draft = params.has('id') ? (params.get('id') ?? '') : null;
  const open = (id: string | null) => setParams(id === null ? {} : { id }, { replace: true });
  const refresh = () => invalidateCalls(props.list, ...props.stale);
  const act = async (done: unknown) => {
    if (done) await refresh();
    return !!done;
  };
  const withdraw = (piece: T) =>
    modal.confirm({
      title: own('manage.withdrawConfirm'),
      okText: t('editorial.action.withdraw'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () => act(props.withdraw(piece)),
    });

  const columns: ColumnsType<T> = [
    ...props.columns,
    {
      title: own('console.actions'),
      key: 'actions',
      width: 220,
      render: (_, piece) => (
        <EditorialActions
          piece={piece}
          publisher={props.publisher}
          onAction={(action) => {
            if (action === 'edit') open(piece.id);
            else if (action === 'submit') void act(props.submit(piece));
            else if (action === 'withdraw') withdraw(piece);
            else setDeciding({ piece, kind: action });
          }}
        />
      ),
    },
  ];

  return (
    <>
      <div className="adm-toolbar">
        <Space wrap>
          <Button type="primary" onClick={() => open('')}>
            {own('console.create')}
          </Button>
          <EditorialFilter value={status} onChange={chooseStatus} />
        </Space>
      </div>
      <PagedTable
        result={pieces}
        columns={columns}
        paging={paging}
        onPaging={setPaging}
        emptyText={own('manage.empty')}
        totalText={(total) => own('console.total', { total })}
      />
      {props.drawer(draft, (savedId) => {
        open(null);
        if (savedId) void refresh();
      })}
      <ReleaseModal
        open={deciding?.kind === 'release'}
        title={deciding?.piece.title ?? ''}
        onClose={() => setDeciding(undefined)}
        onRelease={(publishAt) => act(props.release(deciding!.piece, publishAt))}
      />
      <ReviewModal
        open={deciding?.kind === 'review'}
        title={deciding?.piece.title ?? ''}
        onClose={() => setDeciding(undefined)}
        onReview={(decision) => act(props.review(deciding!.piece, decision))}
      />
      {props.children}
    </>
  );
}

/** A piece as the editing drawer needs it: where it stands, and the reviewer's note of one sent back. */
type TDrawerPiece = { status: TEditorialStatus; reviewNote: string };

/**
 * The editing drawer of a piece: a skeleton while the piece loads, the reviewer's note on one sent
 * back, and the area's form fields, filled by `fill` (with the piece, or with nothing for a new one)
 * each time the drawer opens. `draft` is null when closed, '' for a new piece, else its id. `save`
 * answers what `useCall` answers; the drawer closes with the saved id.
 */
export function EditorialDrawer<F extends object, P extends TDrawerPiece>({
  area,
  draft,
  form,
  existing,
  fill,
  save,
  onClose,
  children,
}: {
  area: string;
  draft: string | null;
  form: FormInstance<F>;
  existing: UseQueryResult<P>;
  /** Stable between renders (a module function, or useCallback): a new one fills the form again. */
  fill: (piece: P | undefined) => Partial<F>;
  save: (values: F) => Promise<{ id: string } | undefined>;
  onClose: (savedId?: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(CONSOLE_NS);
  const { t: own } = useTranslation(area);
  const piece = existing.data;

  useEffect(() => {
    if (draft === null) return;
    form.resetFields();
    if (draft && !piece) return;
    form.setFieldsValue(fill(draft ? piece : undefined));
  }, [draft, piece, fill, form]);

  const finish = async (values: F) => {
    const done = await save(values);
    if (done) onClose(done.id);
  };

  return (
    <FormDrawer open={draft !== null} title={own(draft ? 'console.edit' : 'console.create')} width={760} onClose={() => onClose()} onSave={() => form.submit()}>
      {draft && existing.isPending ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" onFinish={(values) => void finish(values)}>
          {piece?.reviewNote && piece.status === 'draft' && (
            <Alert type="warning" showIcon title={t('editorial.returned', { note: piece.reviewNote })} style={{ marginBottom: 16 }} />
          )}
          {children}
        </Form>
      )}
    </FormDrawer>
  );
}
