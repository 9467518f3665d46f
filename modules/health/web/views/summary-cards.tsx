import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import type { TSummary } from '../../contract-views';
import { listPath, type TViewRoute } from './view-paths';
import { countCards } from './view-model';

/** 应报 / 已报 / 未报 / 迟报 / 异常; each but 应报 opens its list. */
export function SummaryCards({ view, summary, dept }: { view: TViewRoute; summary: TSummary; dept?: string }) {
  const { t } = useTranslation('health', { keyPrefix: 'views' });
  return (
    <ul className="hv-cards" aria-label={t('counts')}>
      {countCards(summary.totals).map((card) => {
        const body = (
          <>
            <strong className={`hv-card__value hv-card__value--${card.key}`}>{card.value}</strong>
            <span className="hv-card__label">{t(`count.${card.key}`)}</span>
          </>
        );
        return (
          <li key={card.key} className="hv-card">
            {card.status ? (
              <Link to={listPath(view, card.status, summary.day, dept)} className="hv-card__link">
                {body}
              </Link>
            ) : (
              <span className="hv-card__link">{body}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
