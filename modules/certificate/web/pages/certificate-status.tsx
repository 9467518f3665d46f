import { useTranslation } from 'react-i18next';
import type { TCertificateItem } from '../../contract';

/** A request's state as a coloured tag; an issued certificate the office revoked says so. */
export function CertificateStatus({ item }: { item: Pick<TCertificateItem, 'status' | 'revoked'> }) {
  const { t } = useTranslation('certificate');
  const key = item.status === 'approved' && item.revoked > 0 ? 'revoked' : item.status;
  return <span className={`ct-status ct-status--${key}`}>{t(`status.${key}`)}</span>;
}
