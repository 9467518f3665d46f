import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { PagedList } from '@quad/platform/ui/paged-list';
import { flowPath } from '@quad/workflow-engine/shared/flow-path';
import { useMyCars } from '../calls/car';
import { PermitState } from './permit-state';

/** 我的车辆通行证: each with its state and flow; an approved one shows its pass. */
export function MyCars() {
  const { t } = useTranslation('permit');
  const cars = useMyCars();
  return (
    <PagedList pages={cars} emptyText={t('car.empty')} refresh>
      {(items) => (
        <ul className="q-list" aria-label={t('car.mine')}>
          {items.map((car) => (
            <li key={car.id} className="q-list-card pm-item">
              <div className="pm-row">
                <strong>{car.plate}</strong>
                <PermitState state={car.state} />
              </div>
              <p className="pm-when">
                {car.start} {t('to')} {car.end}
              </p>
              <p className="q-summary">{car.reason}</p>
              <div className="pm-row">
                <Link className="q-text-button" to={flowPath(car.instanceId)}>
                  {t('car.flow')}
                </Link>
                {car.state === 'approved' && (
                  <Link className="q-text-button" to={`/permit/pass?id=${encodeURIComponent(car.id)}`}>
                    {t('car.showPass')}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
