import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import dayjs from 'dayjs';
import { DownloadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { QueryTable, serverPages } from '@quad/platform/console/paged-table';
import { timeParts } from '@quad/platform/shell/time';
import { PEOPLE_STATUSES, type TPeopleStatus } from '../../views';
import { detailPath, exportUrl } from '../views/view-paths';
import { useHealthSettings } from '../calls/get-health-settings';
import { useConsoleSummary, useDepartments } from '../calls/get-view-summary';
import { useConsolePeople } from '../calls/list-view-people';
import { CONSOLE_VIEW } from './console-view';
import './health-console.css';

interface TRecordsFilter {
  status: TPeopleStatus;
  day?: string;
  groupId?: string;
  dept?: string;
  q?: string;
  page: number;
  size: number;
}

/** 上报记录 (dailyReport/reportAll): the school's people of one status on a day, searchable, with the Excel file. */
export default function RecordsScreen() {
  const { t } = useTranslation('health', { keyPrefix: 'views.console' });
  const [filter, setFilter] = useState<TRecordsFilter>({ status: 'reported', page: 1, size: 20 });
  const people = useConsolePeople(filter);
  // The day the server counted (the site's today when none is picked), and the counts on the status buttons.
  const summary = useConsoleSummary(filter.day, filter.groupId);
  const groups = useHealthSettings().data?.settings.groups ?? [];
  const departments = useDepartments();
  const day = filter.day ?? summary.data?.day;
  const change = (next: Partial<TRecordsFilter>) => setFilter({ ...filter, page: 1, ...next });
  const totals = summary.data?.totals;

  return (
    <>
      <div className="adm-toolbar">
        <DatePicker
          value={day ? dayjs(day) : null}
          allowClear={false}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          onChange={(d) => change({ day: d ? d.format('YYYY-MM-DD') : undefined })}
          aria-label={t('day')}
        />
        <Segmented
          value={filter.status}
          onChange={(status) => change({ status: status as TPeopleStatus })}
          options={PEOPLE_STATUSES.map((status) => ({ value: status, label: totals ? `${t(`status.${status}`)} ${totals[status]}` : t(`status.${status}`) }))}
        />
        {groups.length > 0 && (
          <Select
            allowClear
            placeholder={t('allGroups')}
            value={filter.groupId}
            onChange={(groupId: string | undefined) => change({ groupId })}
            options={groups.map((g) => ({ value: g.id, label: g.name }))}
            className="hc-mid"
            aria-label={t('group')}
          />
        )}
        <Select
          allowClear
          placeholder={t('allDepartments')}
          value={filter.dept}
          onChange={(dept: string | undefined) => change({ dept })}
          options={departments.data}
          loading={departments.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          className="hc-mid"
          aria-label={t('department')}
        />
        <Input.Search allowClear placeholder={t('search')} onSearch={(q) => change({ q: q.trim() || undefined })} className="hc-search" aria-label={t('search')} />
        <span className="adm-toolbar__grow" />
        {/* A plain link: the browser downloads the file with the session cookie. */}
        <Button icon={<DownloadOutlined />} href={exportUrl({ ...CONSOLE_VIEW, day: filter.day, status: filter.status, groupId: filter.groupId, dept: filter.dept })}>
          {t('export')}
        </Button>
      </div>
      <QueryTable
        result={people}
        rows={people.data?.list}
        rowKey="uid"
        columns={[
          { title: t('name'), dataIndex: 'realname' },
          { title: t('number'), dataIndex: 'number' },
          { title: t('department'), dataIndex: 'deptName' },
          { title: t('class'), dataIndex: 'className' },
          { title: t('reportedAt'), dataIndex: 'reportedAt', render: (at: number) => (at ? timeParts(at).fullTime : '—') },
          {
            title: t('abnormal'),
            dataIndex: 'abnormal',
            render: (reasons: string[]) =>
              reasons.map((reason) => (
                <Tag key={reason} color="red">
                  {reason}
                </Tag>
              )),
          },
          { title: '', key: 'open', render: (_: unknown, row) => <Link to={detailPath(row.uid, day)}>{t('open')}</Link> },
        ]}
        pagination={serverPages(filter, people.data?.total, (total) => t('total', { count: total }), (p) => setFilter({ ...filter, ...p }))}
        emptyText={filter.status === 'missing' ? t('allReported') : undefined}
      />
    </>
  );
}
