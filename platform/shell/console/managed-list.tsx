import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
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

/**
 * The actions column of such a list: edit, each move the item's state allows, and delete, which asks
 * first. Every button names its item for screen readers. The words are the area's `manage.*` strings.
 */
export function useActionsColumn<T extends TManagedItem, S extends string>(
  area: string,
  actions: TManagedActions<T, S>,
): ColumnsType<T>[number] {
  const { t } = useTranslation(area);
  const { modal } = App.useApp();
  const remove = (item: T) =>
    modal.confirm({
      title: t('manage.deleteConfirm', { title: item.title }),
      okText: t('manage.delete'),
      okButtonProps: { danger: true },
      cancelText: t('manage.cancel'),
      onOk: () => actions.onDelete(item),
    });
  const button = (label: string, item: T, onClick: () => void, danger = false) => (
    <Button key={label} type="link" size="small" danger={danger} onClick={onClick} aria-label={`${label} ${item.title}`}>
      {label}
    </Button>
  );
  return {
    title: t('manage.actions'),
    key: 'actions',
    width: actions.width,
    render: (_, item) => (
      <Space size={0} wrap>
        {button(t('manage.edit'), item, () => actions.onEdit(item))}
        {actions.moves(item).map((m) => button(m.label, item, () => actions.onMove(item, m.to)))}
        {button(t('manage.delete'), item, () => remove(item), true)}
      </Space>
    ),
  };
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
