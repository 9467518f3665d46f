import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@quad/platform/shell/router';
import { TabBar } from '@quad/platform/ui/tab-bar';
import { CarForm } from './car-form';
import { MyCars } from './my-cars';
import '../permit.css';

/** `permit/index`: ask for a car permit, and my permits (`?tab=mine`, where a sent request lands). */
export function CarIndexPage() {
  const { t } = useTranslation('permit');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'mine' ? 'mine' : 'apply';
  const show = (key: string) => setParams(key === 'mine' ? { tab: 'mine' } : {}, { replace: true });
  return (
    <main className="q-page pm-page">
      <TabBar
        tabs={[
          { key: 'apply', title: t('car.apply') },
          { key: 'mine', title: t('car.mine') },
        ]}
        active={tab}
        onChange={show}
      />
      {tab === 'apply' ? <CarForm onSent={() => show('mine')} /> : <MyCars />}
    </main>
  );
}
