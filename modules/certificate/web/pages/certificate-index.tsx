import { useTranslation } from 'react-i18next';
import { RequestTabs } from '@quad/workflow-engine/web';
import { ApplyForm } from './apply-form';
import { MyCertificates } from './my-certificates';
import '../certificate.css';

/** `certificate/index`: ask for a certificate, and my requests. */
export function CertificateIndexPage() {
  const { t } = useTranslation('certificate');
  return (
    <RequestTabs
      className="ct-page"
      titles={{ apply: t('index.apply'), mine: t('index.mine') }}
      form={(onSent) => <ApplyForm onSent={onSent} />}
      mine={<MyCertificates />}
    />
  );
}
