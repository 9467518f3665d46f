import { useTranslation } from 'react-i18next';
import type { TAsset } from '../../contract';
import { yuan } from '../money';

/** One asset as the phone lists it: name and status, its code, and where, whose and how much. */
export function AssetCard({ asset }: { asset: TAsset }) {
  const { t } = useTranslation('asset');
  return (
    <article className="q-card as-card" aria-label={`${asset.name} ${asset.code}`}>
      <header className="as-card__head">
        <span className="as-card__name">{asset.name}</span>
        <span className={`as-status as-status--${['在用', '闲置', '维修', '报废'].indexOf(asset.status)}`}>{asset.status}</span>
      </header>
      <p className="as-card__code">{asset.code}</p>
      <dl className="as-fields">
        <dt>{t('fields.category')}</dt>
        <dd>
          {asset.category}
          {asset.model && ` · ${asset.model}`}
        </dd>
        <dt>{t('fields.price')}</dt>
        <dd>{yuan(asset.price)}</dd>
        {asset.location && (
          <>
            <dt>{t('fields.location')}</dt>
            <dd>{asset.location}</dd>
          </>
        )}
        <dt>{t('fields.department')}</dt>
        <dd>{asset.department}</dd>
        {asset.purchased && (
          <>
            <dt>{t('fields.purchased')}</dt>
            <dd>{asset.purchased}</dd>
          </>
        )}
        {!asset.mine && (
          <>
            <dt>{t('fields.custodian')}</dt>
            <dd>{asset.custodian}</dd>
          </>
        )}
      </dl>
    </article>
  );
}
