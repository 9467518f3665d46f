import { useTranslation } from 'react-i18next';
import type { TTermInfo } from '../../contract';

/** Where today stands: 学期 and 第N周, 假期中 between terms, or that the school set no calendar. */
export function TermLine({ info }: { info: TTermInfo }) {
  const { t } = useTranslation('timetable');
  if (info.state === 'none') return <p className="tt-term">{t('term.none')}</p>;
  return (
    <p className="tt-term">
      <span>{info.term}</span>
      {info.state === 'term' ? <span className="tt-term__week">{t('term.current', { week: info.currentWeek })}</span> : <span className="tt-term__vacation">{t('term.vacation')}</span>}
    </p>
  );
}
