import { useTranslation } from 'react-i18next';
import type { TLeaveItem } from '../../contract';

/** A request's state as a coloured tag; an approved one says whether its person has reported back. */
export function LeaveStatus({ leave }: { leave: Pick<TLeaveItem, 'status' | 'returned'> }) {
  const { t } = useTranslation('leave');
  const key = leave.status === 'approved' && leave.returned > 0 ? 'returned' : leave.status;
  return <span className={`lv-status lv-status--${key}`}>{t(`status.${key}`)}</span>;
}
