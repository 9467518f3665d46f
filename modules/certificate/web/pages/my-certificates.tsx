import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { PagedList } from '@quad/platform/ui/paged-list';
import { flowPath } from '@quad/workflow-engine/shared/flow-path';
import { CERTIFICATE_PDF_PATH, type TCertificateItem } from '../../contract';
import { useMyCertificates } from '../calls/applicant';
import { CertificateStatus } from './certificate-status';

/** The issued, still valid certificate's PDF: a plain download the browser keeps. */
const pdfHref = (item: TCertificateItem) => `${CERTIFICATE_PDF_PATH}?id=${encodeURIComponent(item.id)}`;

/** 我的证明: each request with its state, its flow, and once issued its number and PDF. */
export function MyCertificates() {
  const { t } = useTranslation('certificate');
  const items = useMyCertificates();
  return (
    <PagedList pages={items} emptyText={t('mine.empty')} refresh>
      {(list) => (
        <ul className="q-list" aria-label={t('mine.title')}>
          {list.map((item) => (
            <li key={item.id} className="q-list-card ct-item">
              <div className="ct-item__head">
                <strong>
                  {item.typeName} · {t('form.copiesCount', { count: item.copies })}
                </strong>
                <CertificateStatus item={item} />
              </div>
              {item.number && <p className="ct-item__number">{item.number}</p>}
              <p className="q-summary">{item.purpose}</p>
              <p className="q-meta">{timeParts(item.created).fullTime}</p>
              <div className="ct-item__actions">
                <Link className="q-text-button" to={flowPath(item.instanceId)}>
                  {t('mine.flow')}
                </Link>
                {item.number && item.revoked === 0 && (
                  <a className="q-text-button" href={pdfHref(item)} download>
                    {t('mine.download')}
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
