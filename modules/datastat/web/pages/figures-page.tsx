import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { callQuery } from '@quad/platform/shell/calls';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { TabBar } from '@quad/platform/ui/tab-bar';
import { listFigures, type TFigure } from '../../contract';
import '../datastat.css';

const number = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });

/** The periods' values as a line through the card's width; one period is no line. */
function Trend({ figure }: { figure: TFigure }) {
  const { t } = useTranslation('datastat');
  const values = figure.history.map((p) => p.value);
  if (values.length < 2) return null;
  const low = Math.min(...values);
  const span = Math.max(...values) - low || 1;
  const points = values.map((v, i) => `${(i / (values.length - 1)) * 100},${28 - ((v - low) / span) * 24}`).join(' ');
  const first = figure.history[0]!;
  return (
    <svg className="ds-trend" viewBox="0 0 100 30" preserveAspectRatio="none" role="img" aria-label={t('trend', { from: first.period, value: number.format(first.value), unit: figure.unit })}>
      <polyline points={points} />
    </svg>
  );
}

function Change({ figure }: { figure: TFigure }) {
  const { t } = useTranslation('datastat');
  if (figure.changePercent === null) return null;
  const rise = figure.changePercent > 0;
  const flat = figure.changePercent === 0;
  return (
    <span className={`ds-change ${flat ? '' : rise ? 'ds-change--up' : 'ds-change--down'}`}>
      {t(flat ? 'flat' : rise ? 'up' : 'down', { percent: Math.abs(figure.changePercent), since: figure.previousPeriod })}
    </span>
  );
}

function FigureCard({ figure }: { figure: TFigure }) {
  const { t } = useTranslation('datastat');
  return (
    <li className="q-card ds-figure">
      <h3 className="ds-figure__name">{figure.name}</h3>
      <p className="ds-figure__value">
        {number.format(figure.value)}
        <small>{figure.unit}</small>
      </p>
      <p className="q-meta">
        {t('asOf', { period: figure.period })} <Change figure={figure} />
      </p>
      <Trend figure={figure} />
      {figure.note && <p className="q-meta">{figure.note}</p>}
    </li>
  );
}

/**
 * `dataStatistics/index` 数据统计: the school's key figures for its leaders, a tab per category, each
 * figure with its newest value, the change from the period before and its trend; 数据更新于 below.
 */
export function FiguresPage() {
  const { t } = useTranslation('datastat');
  const figures = useQuery(callQuery(listFigures, {}));
  const [picked, setPicked] = useState('');
  if (figures.isError) return <ErrorView error={figures.error} onRetry={() => void figures.refetch()} />;
  if (!figures.isSuccess) return <LoadingView />;
  const { categories, updatedAt, failed } = figures.data;
  const shown = categories.find((c) => c.name === picked) ?? categories[0];
  return (
    <main className="q-page">
      {!shown ? (
        <EmptyView text={t('empty')} />
      ) : (
        <>
          <TabBar look="capsule" label={t('categories')} tabs={categories.map((c) => ({ key: c.name, title: c.name }))} active={shown.name} onChange={setPicked} />
          <section role="tabpanel" aria-label={shown.name}>
            <ul className="ds-figures">
              {shown.figures.map((figure) => (
                <FigureCard key={figure.name} figure={figure} />
              ))}
            </ul>
          </section>
        </>
      )}
      <footer className="ds-footer">
        <DataUpdatedAt updatedAt={updatedAt} failed={failed} />
      </footer>
    </main>
  );
}
