import { useState, type ReactNode } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DownloadOutlined } from '@ant-design/icons';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import { ExportButton } from './export-button';

const DAY = 'YYYY-MM-DD';

/** What every records screen's filter holds besides its own fields: the table's page. */
export interface TRecordsPage {
  page: number;
  size: number;
}

/** A records screen's filter: a change of any field goes back to the first page; the table turns pages. */
export function useRecordsFilter<F extends TRecordsPage>(initial: Omit<F, 'page' | 'size'>) {
  const [filter, setFilter] = useState({ page: 1, size: 20, ...initial } as F);
  return {
    filter,
    change: (next: Partial<F>) => setFilter({ ...filter, page: 1, ...next }),
    turnPage: (page: TRecordsPage) => setFilter({ ...filter, ...page }),
  };
}

/** The export's address for the filters shown: the page and size are the table's, not the file's. */
export function exportHrefOf<F extends TRecordsPage>(path: string, { page: _page, size: _size, ...filters }: F): string {
  const query = new URLSearchParams(Object.entries(filters).filter((pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1] !== ''));
  return `${path}?${query.toString()}`;
}

/** Days from … to (`YYYY-MM-DD`), both or neither. */
export function DayRangeFilter({ from, to, label, onChange }: { from?: string; to?: string; label: string; onChange: (from?: string, to?: string) => void }) {
  const range: [Dayjs, Dayjs] | null = from && to ? [dayjs(from), dayjs(to)] : null;
  return <DatePicker.RangePicker value={range} onChange={(days) => onChange(days?.[0]?.format(DAY), days?.[1]?.format(DAY))} aria-label={label} />;
}

/**
 * The bar over a records table (leave, permits, certificates, research): the screen's own filters,
 * then a search by name or number, and at the far end the Excel file of what is shown.
 */
export function RecordsToolbar({
  children,
  searchLabel,
  onSearch,
  exportHref,
  exportLabel,
}: {
  children: ReactNode;
  searchLabel: string;
  onSearch: (keyword: string | undefined) => void;
  exportHref: string;
  exportLabel: string;
}) {
  return (
    <div className="adm-toolbar">
      {children}
      <Input.Search allowClear placeholder={searchLabel} onSearch={(keyword) => onSearch(keyword.trim() || undefined)} style={{ width: 220 }} aria-label={searchLabel} />
      <span className="adm-toolbar__grow" />
      <ExportButton icon={<DownloadOutlined />} href={exportHref}>
        {exportLabel}
      </ExportButton>
    </div>
  );
}
