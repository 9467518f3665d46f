import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import AutoComplete from 'antd/es/auto-complete';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import type { ColumnsType } from 'antd/es/table';
import { QueryTable, serverPages } from '@quad/platform/console/paged-table';
import { SearchForm } from '@quad/platform/console/search-form';
import { useAudit, type TAuditFilter } from '../calls/list-audit';
import { AuditDetail, type TAuditEntry } from '../audit/audit-detail';

/** The kinds of change the log records, offered as prefixes to search by. */
const ACTION_PREFIXES = ['users.', 'departments.', 'roles.', 'feedback.', 'sites.'];

type TFilter = { page: number; size: number } & Pick<TAuditFilter, 'action' | 'target_id' | 'from' | 'to'>;

/** 操作日志: every administrative change, who made it, from where, and what it changed. */
export default function AuditScreen() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<TFilter>({ page: 1, size: 20 });
  const [action, setAction] = useState('');
  const [target, setTarget] = useState('');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const audit = useAudit(filter);

  const search = () =>
    setFilter({
      page: 1,
      size: filter.size,
      action: action.trim() || undefined,
      target_id: target.trim() || undefined,
      // Whole days, from the first one's start to the last one's end.
      from: range?.[0] ? range[0].startOf('day').unix() : undefined,
      to: range?.[1] ? range[1].endOf('day').unix() : undefined,
    });

  const columns: ColumnsType<TAuditEntry> = [
    { title: t('audit.time'), dataIndex: 'created', width: 170, render: (s: number) => dayjs.unix(s).format('YYYY-MM-DD HH:mm:ss') },
    {
      title: t('audit.actor'),
      key: 'actor',
      render: (_, e) => (
        <>
          <div>{e.actor_name || e.actor_id}</div>
          <div className="adm-muted">{e.ip}</div>
        </>
      ),
    },
    {
      title: t('audit.action'),
      dataIndex: 'action',
      render: (a: string) => (
        <>
          <div>{t(`action.${a}`, { defaultValue: a })}</div>
          <code className="adm-muted">{a}</code>
        </>
      ),
    },
    { title: t('audit.target'), key: 'target', render: (_, e) => <code>{`${e.target_type}:${e.target_id}`}</code> },
  ];

  return (
    <Card size="small">
      <SearchForm onSearch={search}>
        <AutoComplete
          style={{ width: 200 }}
          value={action}
          onChange={setAction}
          aria-label={t('audit.actionPrefix')}
          placeholder={t('audit.actionPrefix')}
          options={ACTION_PREFIXES.map((p) => ({ value: p, label: `${p} ${t(`actionGroup.${p.slice(0, -1)}`)}` }))}
        />
        <Input
          style={{ width: 220 }}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          placeholder={t('audit.targetId')}
          aria-label={t('audit.targetId')}
        />
        <DatePicker.RangePicker value={range} onChange={setRange} aria-label={t('audit.range')} />
        <Button type="primary" htmlType="submit">
          {t('search')}
        </Button>
      </SearchForm>
      <QueryTable<TAuditEntry>
        result={audit}
        rows={audit.data?.list}
        columns={columns}
        expandable={{ expandedRowRender: (entry) => <AuditDetail entry={entry} /> }}
        pagination={{
          ...serverPages(
            filter,
            audit.data?.total,
            (total) => t('audit.total', { total }),
            (p) => setFilter((f) => ({ ...f, ...p })),
          ),
          showSizeChanger: true,
        }}
        emptyText={t('audit.empty')}
      />
    </Card>
  );
}
