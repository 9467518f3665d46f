import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import type { ColumnsType } from 'antd/es/table';
import { QueryTable } from '@quad/platform/console/paged-table';

/**
 * An administration list short enough for one table (sites, tokens, webhooks): what it is for, a
 * create button, then every row. Its words are the `<strings>.intro`, `.create` and `.empty` strings.
 */
export function IntroListCard<T extends object>(props: {
  strings: string;
  onCreate: () => void;
  result: UseQueryResult<{ list: T[] }>;
  columns: ColumnsType<T>;
}) {
  const { t } = useTranslation('admin');
  return (
    <Card size="small">
      <div className="adm-toolbar">
        <span className="adm-toolbar__grow adm-muted">{t(`${props.strings}.intro`)}</span>
        <Button type="primary" onClick={props.onCreate}>
          {t(`${props.strings}.create`)}
        </Button>
      </div>
      <QueryTable<T>
        result={props.result}
        rows={props.result.data?.list}
        columns={props.columns}
        pagination={false}
        emptyText={t(`${props.strings}.empty`)}
      />
    </Card>
  );
}
