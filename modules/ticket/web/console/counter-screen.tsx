import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Statistic from 'antd/es/statistic';
import { ExportButton } from '@quad/platform/console/export-button';
import { QueryTable } from '@quad/platform/console/paged-table';
import { EmptyState, QueryError } from '@quad/platform/console/query-states';
import { TICKET_WINNERS_EXPORT_PATH } from '../../contract';
import { useManagedEvents, useTicketCounts } from '../calls/console';

/** 实时票况: pick an event, its counts read again every few seconds while the sale runs; the winners as Excel. */
export default function CounterScreen() {
  const { t } = useTranslation('ticket');
  const events = useManagedEvents({ page: 1, size: 100 });
  const [chosen, setChosen] = useState<string>();
  const id = chosen ?? events.data?.list[0]?.id ?? '';
  const counts = useTicketCounts(id);
  if (events.isError) return <QueryError error={events.error} onRetry={() => void events.refetch()} />;
  if (events.data && events.data.list.length === 0) return <EmptyState text={t('console.noEvents')} />;
  const c = counts.data;
  const figures = c
    ? [
        ['capacity', c.capacity],
        ['remaining', c.zones.reduce((sum, z) => sum + z.remaining, 0)],
        ['won', c.won],
        ['checked', c.checked],
        ['pending', c.pending],
        ['waiting', c.waiting],
        ['cancelled', c.cancelled],
        ['subscribers', c.subscribers],
      ]
    : [];
  return (
    <>
      <div className="adm-toolbar">
        <Select
          value={id || undefined}
          loading={events.isPending}
          onChange={setChosen}
          style={{ width: 320 }}
          aria-label={t('console.event')}
          options={events.data?.list.map((e) => ({ value: e.id, label: e.title }))}
        />
        <span className="adm-toolbar__grow" />
        {id && (
          <ExportButton href={`${TICKET_WINNERS_EXPORT_PATH}?id=${encodeURIComponent(id)}`}>{t('console.exportWinners')}</ExportButton>
        )}
      </div>
      {counts.isError ? (
        <QueryError error={counts.error} onRetry={() => void counts.refetch()} />
      ) : (
        <>
          <Row gutter={[16, 16]} aria-live="polite">
            {figures.map(([key, value]) => (
              <Col key={key} xs={12} md={6}>
                <Card size="small">
                  <Statistic title={t(`counts.${key}`)} value={value} loading={!c} />
                </Card>
              </Col>
            ))}
          </Row>
          <h3>{t('console.byZone')}</h3>
          <QueryTable
            result={counts}
            rows={c?.zones}
            rowKey="key"
            pagination={false}
            size="small"
            columns={[
              { title: t('console.zoneName'), dataIndex: 'name' },
              { title: t('counts.capacity'), dataIndex: 'capacity' },
              { title: t('counts.remaining'), dataIndex: 'remaining' },
            ]}
          />
        </>
      )}
    </>
  );
}
