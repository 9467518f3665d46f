import type { UseQueryResult } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import type { ColumnsType } from 'antd/es/table';
import { QueryTable } from '@quad/platform/console/paged-table';

/** An administration list short enough for one table (sites, tokens, webhooks): what it is for, a create button, then every row. */
export function IntroListCard<T extends object>(props: {
  intro: string;
  createLabel: string;
  onCreate: () => void;
  result: UseQueryResult<{ items: T[] }>;
  columns: ColumnsType<T>;
  emptyText: string;
}) {
  return (
    <Card size="small">
      <div className="adm-toolbar">
        <span className="adm-toolbar__grow adm-muted">{props.intro}</span>
        <Button type="primary" onClick={props.onCreate}>
          {props.createLabel}
        </Button>
      </div>
      <QueryTable<T>
        result={props.result}
        rows={props.result.data?.items}
        columns={props.columns}
        pagination={false}
        emptyText={props.emptyText}
      />
    </Card>
  );
}
