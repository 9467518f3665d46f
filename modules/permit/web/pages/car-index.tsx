import { useTranslation } from 'react-i18next';
import { RequestTabs } from '@quad/workflow-engine/web';
import { CarForm } from './car-form';
import { MyCars } from './my-cars';
import '../permit.css';

/** `permit/index`: ask for a car permit, and my permits. */
export function CarIndexPage() {
  const { t } = useTranslation('permit');
  return (
    <RequestTabs
      className="pm-page"
      titles={{ apply: t('car.apply'), mine: t('car.mine') }}
      form={(onSent) => <CarForm onSent={onSent} />}
      mine={<MyCars />}
    />
  );
}
