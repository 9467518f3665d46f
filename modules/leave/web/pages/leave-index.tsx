import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@quad/platform/shell/router';
import { TabBar } from '@quad/platform/ui/tab-bar';
import { LeaveForm } from './leave-form';
import { MyLeaves } from './my-leaves';
import '../leave.css';

/** `leave/index`: ask for leave, and my requests (`?tab=mine`, where a sent request lands). */
export function LeaveIndexPage() {
  const { t } = useTranslation('leave');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'mine' ? 'mine' : 'apply';
  const show = (key: string) => setParams(key === 'mine' ? { tab: 'mine' } : {}, { replace: true });
  return (
    <main className="q-page lv-page">
      <TabBar
        tabs={[
          { key: 'apply', title: t('index.apply') },
          { key: 'mine', title: t('index.mine') },
        ]}
        active={tab}
        onChange={show}
      />
      {tab === 'apply' ? <LeaveForm onSent={() => show('mine')} /> : <MyLeaves />}
    </main>
  );
}
