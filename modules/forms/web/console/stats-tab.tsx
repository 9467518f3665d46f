import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Segmented from 'antd/es/segmented';
import Skeleton from 'antd/es/skeleton';
import Statistic from 'antd/es/statistic';
import type { z } from 'zod';
import { EmptyState, QueryError } from '@quad/platform/console/query-states';
import type { ZFieldStats } from '@quad/forms-engine/contract';
import { answeredShare, choiceChart, defaultShape, perDayChart } from '../stats/chart-options';
import { useStats } from '../calls/answer-stats';
import { StatsChart } from '../stats/stats-chart';
import { FORMS_CONSOLE_NS } from './console-strings';

type TFieldStats = z.infer<typeof ZFieldStats>;

/** A choice field's counts, as a pie or bars (the designer's pick). */
function ChoiceStats({ stats }: { stats: TFieldStats }) {
  const { t: ts } = useTranslation('forms', { keyPrefix: 'stats' });
  const options = useMemo(() => stats.options ?? [], [stats.options]);
  const [shape, setShape] = useState(defaultShape(options));
  const option = useMemo(() => choiceChart(options, shape), [options, shape]);
  return (
    <>
      <Segmented
        size="small"
        value={shape}
        onChange={(v) => setShape(v as 'bar' | 'pie')}
        options={[
          { value: 'pie', label: ts('pie') },
          { value: 'bar', label: ts('bar') },
        ]}
      />
      <StatsChart option={option} label={ts('chartOf', { label: stats.label })} />
    </>
  );
}

const round = (n: number) => Math.round(n * 100) / 100;

/** 统计: answers in all and per day, and for each field its answers, choices or numbers. Its own chunk: echarts loads here only. */
export default function StatsTab({ id }: { id: string }) {
  const { t } = useTranslation(FORMS_CONSOLE_NS);
  const { t: ts } = useTranslation('forms', { keyPrefix: 'stats' });
  const [day, setDay] = useState<Dayjs | null>(null);
  const stats = useStats(id, day?.format('YYYY-MM-DD'));
  const perDay = useMemo(() => perDayChart(stats.data?.perDay ?? [], ts('answers')), [stats.data, ts]);
  if (stats.isError) return <QueryError error={stats.error} onRetry={() => void stats.refetch()} />;
  if (!stats.data) return <Skeleton active />;
  const { total, audience, fields } = stats.data;
  const share = answeredShare(total, audience);
  return (
    <>
      <div className="adm-toolbar">
        <DatePicker value={day} onChange={setDay} placeholder={ts('allDays')} aria-label={t('results.day')} />
      </div>
      <div className="fc-stats">
        <Card size="small" title={ts('overview')}>
          <div className="fc-pair">
            <Statistic title={ts('answers')} value={total} />
            <Statistic title={ts('audience')} value={audience || '—'} suffix={share === undefined ? undefined : `(${share}%)`} />
          </div>
          {stats.data.perDay.length > 0 && <StatsChart option={perDay} label={ts('perDay')} />}
        </Card>
        {fields.map((field) => (
          <Card key={field.key} size="small" title={field.label} extra={<span className="adm-muted">{ts('answered', { count: field.answered })}</span>}>
            {field.options ? (
              <ChoiceStats stats={field} />
            ) : field.numbers ? (
              <div className="fc-pair">
                <Statistic title={ts('min')} value={round(field.numbers.min)} />
                <Statistic title={ts('max')} value={round(field.numbers.max)} />
                <Statistic title={ts('avg')} value={round(field.numbers.avg)} />
                <Statistic title={ts('sum')} value={round(field.numbers.sum)} />
              </div>
            ) : (
              <p className="adm-muted">{ts('textOnly')}</p>
            )}
          </Card>
        ))}
      </div>
      {fields.length === 0 && <EmptyState text={ts('empty')} />}
    </>
  );
}
