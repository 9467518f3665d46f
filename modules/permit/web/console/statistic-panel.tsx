import { useTranslation } from 'react-i18next';
import { PERMIT_KINDS } from '../../rules';
import { usePermitStatistic } from '../calls/office';

/** 通行证统计: each kind's count per state, and the last 14 days' requests per day. */
export function StatisticPanel() {
  const { t } = useTranslation('permit');
  const stats = usePermitStatistic();
  if (!stats.data) return null;
  const { byDay, byState } = stats.data;
  return (
    <section className="pm-stats" aria-label={t('console.statistic')}>
      {PERMIT_KINDS.map((kind) => (
        <p key={kind}>
          <strong>{t(`kind.${kind}`)}</strong>{' '}
          {byState
            .filter((s) => s.kind === kind)
            .map((s) => `${t(`state.${s.state}`)} ${s.count}`)
            .join(' · ') || t('console.none')}
        </p>
      ))}
      <table className="pm-days">
        <caption>{t('console.byDay')}</caption>
        <tbody>
          <tr>
            <th scope="row">{t('console.day')}</th>
            {byDay.map((d) => (
              <td key={d.day}>{d.day.slice(5)}</td>
            ))}
          </tr>
          {PERMIT_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row">{t(`kind.${kind}`)}</th>
              {byDay.map((d) => (
                <td key={d.day}>{d[kind]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
