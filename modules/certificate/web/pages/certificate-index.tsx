import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@quad/platform/shell/router';
import { TabBar } from '@quad/platform/ui/tab-bar';
import { ApplyForm } from './apply-form';
import { MyCertificates } from './my-certificates';
import '../certificate.css';

/** `certificate/index`: ask for a certificate, and my requests (`?tab=mine`, where a sent request lands). */
export function CertificateIndexPage() {
  const { t } = useTranslation('certificate');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'mine' ? 'mine' : 'apply';
  const show = (key: string) => setParams(key === 'mine' ? { tab: 'mine' } : {}, { replace: true });
  return (
    <main className="q-page ct-page">
      <TabBar
        tabs={[
          { key: 'apply', title: t('index.apply') },
          { key: 'mine', title: t('index.mine') },
        ]}
        active={tab}
        onChange={show}
      />
      {tab === 'apply' ? <ApplyForm onSent={() => show('mine')} /> : <MyCertificates />}
    </main>
  );
}
