import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import type { ColumnsType } from 'antd/es/table';
import { timeParts } from '../time';
import { PagedTable, SearchBox, type TPaging } from './paged-table';

/** What a console list of edited items (topics, videos) needs of each: its id and what it is called. */
interface TManagedItem {
  id: string;
  title: string;
}

export interface TManagedActions<T, S extends string> {
  width: number;
  /** The states this item may be moved to now, each with its button's words. */
  moves: (item: T) => { to: S; label: string }[];
  onEdit: (item: T) => void;
  onMove: (item: T, to: S) => void;
  onDelete: (item: T) => Promise<unknown>;
}

/** One button of a row's actions: its words and what it does. */
export interface TRowAction<T> {
  label: string;
  onClick: (item: T) => void;
  danger?: boolean;
}

/**
 * An actions column of link buttons, the row's own (`actions` of the row), each naming its item for
 * screen readers with the visible words first (WCAG 2.5.3).
 */
export function actionsColumn<T extends TManagedItem>(
  title: string,
  actions: (item: T) => TRowAction<T>[],
  width?: number,
): ColumnsType<T>[number] {
  return {
    title,
    key: 'actions',
    width,
    render: (_, item) => (
      <Space size={0} wrap>
        {actions(item).map((a) => (
          <Button
            key={a.label}
            type="link"
            size="small"
            danger={a.danger}
            onClick={() => a.onClick(item)}
            aria-label={`${a.label} ${item.title}`}
          >
            {a.label}
          </Button>
        ))}
      </Space>
    ),
  };
}

/**
 * Delete with a question first, in the area's `manage.*` words; `note` says what goes with the item
 * (its ballots, its attempts) when there is something.
 */
export function useConfirmDelete<T extends TManagedItem>(
  area: string,
  onDelete: (item: T) => Promise<unknown>,
  note?: (item: T) => string | undefined,
) {
  const { t } = useTranslation(area);
  const { modal } = App.useApp();
  return (item: T) =>
    modal.confirm({
      title: t('manage.deleteConfirm', { title: item.title }),
      content: note?.(item),
      okText: t('manage.delete'),
      okButtonProps: { danger: true },
      cancelText: t('manage.cancel'),
      onOk: () => onDelete(item),
    });
}

/**
 * The actions column of a list of edited items (topics, videos): edit, each move the item's state
 * allows, and delete, which asks first. The words are the area's `manage.*` strings.
 */
export function useActionsColumn<T extends TManagedItem, S extends string>(
  area: string,
  actions: TManagedActions<T, S>,
): ColumnsType<T>[number] {
  const { t } = useTranslation(area);
  const remove = useConfirmDelete(area, actions.onDelete);
  return actionsColumn<T>(
    t('manage.actions'),
    (item) => [
      { label: t('manage.edit'), onClick: actions.onEdit },
      ...actions.moves(item).map((m) => ({ label: m.label, onClick: () => actions.onMove(item, m.to) })),
      { label: t('manage.delete'), onClick: remove, danger: true },
    ],
    actions.width,
  );
}

/** Where an item open for a while (a vote, a quiz, a lottery) stands. */
export type TWindowState = 'pending' | 'open' | 'closed';
const WINDOW_COLOURS: Record<TWindowState, string> = { pending: 'orange', open: 'green', closed: 'default' };

/**
 * The state and open-to-close columns of a list of such items, in the area's words (`manage.state`,
 * `state.*`, `manage.window`); an unpublished one reads `manage.draft` when the list has drafts.
 */
export function useWindowColumns<T extends { state: TWindowState; opensAt: number; closesAt: number }>(
  area: string,
  isDraft?: (item: T) => boolean,
): ColumnsType<T> {
  const { t } = useTranslation(area);
  return [
    {
      title: t('manage.state'),
      key: 'state',
      render: (_, item) =>
        isDraft?.(item) ? <Tag>{t('manage.draft')}</Tag> : <Tag color={WINDOW_COLOURS[item.state]}>{t(`state.${item.state}`)}</Tag>,
    },
    {
      title: t('manage.window'),
      key: 'window',
      render: (_, item) => `${timeParts(item.opensAt).fullTime} ~ ${timeParts(item.closesAt).fullTime}`,
    },
  ];
}

/** The list itself: create, the area's own filters and search above one page of items. */
export function ManagedList<T extends TManagedItem>(props: {
  area: string;
  onCreate: () => void;
  filters?: ReactNode;
  onSearch: (words: string) => void;
  result: UseQueryResult<{ list: T[]; total: number }>;
  columns: ColumnsType<T>;
  paging: TPaging;
  onPaging: (paging: TPaging) => void;
}) {
  const { t } = useTranslation(props.area);
  return (
    <>
      <div className="adm-toolbar">
        <Space wrap>
          <Button type="primary" onClick={props.onCreate}>
            {t('manage.create')}
          </Button>
          {props.filters}
          <SearchBox label={t('manage.search')} onSearch={props.onSearch} />
        </Space>
      </div>
      <PagedTable
        result={props.result}
        columns={props.columns}
        paging={props.paging}
        onPaging={props.onPaging}
        emptyText={t('manage.empty')}
        totalText={(total) => t('manage.total', { total })}
      />
    </>
  );
}
