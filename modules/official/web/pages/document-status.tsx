import { useTranslation } from 'react-i18next';
import type { TDocumentStatus } from '../../rules';

/** A document's state as a coloured tag: 草稿, 审批中, 已退回, 已签发, 已发布. */
export function DocumentStatus({ status }: { status: TDocumentStatus }) {
  const { t } = useTranslation('official');
  return <span className={`of-status of-status--${status}`}>{t(`status.${status}`)}</span>;
}
