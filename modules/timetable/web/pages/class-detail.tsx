import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TClassMeeting } from '../../contract';

const WEEKDAYS = ['', '一', '二', '三', '四', '五', '六', '日'];

/** A tapped class: everything the block had no room for, in a sheet at the bottom; 关闭 or the backdrop closes it. */
export function ClassDetail({ meeting, onClose }: { meeting: TClassMeeting; onClose: () => void }) {
  const { t } = useTranslation('timetable');
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  const place = [meeting.campus, meeting.building, meeting.room].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    [t('detail.time'), `${t('detail.weekday', { day: WEEKDAYS[meeting.weekday] })} ${t('detail.periods', { from: meeting.from, to: meeting.to })}${meeting.start ? ` ${meeting.start}–${meeting.end}` : ''}`],
    [t('detail.weeks'), meeting.weeks],
    [t('detail.place'), place || '—'],
    [meeting.role === 'teacher' ? t('detail.section') : t('detail.teacher'), meeting.role === 'teacher' ? meeting.section : meeting.teacher || '—'],
    [t('detail.code'), meeting.code || '—'],
  ];
  return (
    <div className="tt-sheet" onClick={onClose}>
      <section className="tt-sheet__body" role="dialog" aria-modal="true" aria-label={meeting.course} onClick={(e) => e.stopPropagation()}>
        <h2 className="tt-sheet__title">{meeting.course}</h2>
        <dl className="tt-sheet__rows">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <button ref={close} type="button" className="tt-button" onClick={onClose}>
          {t('detail.close')}
        </button>
      </section>
    </div>
  );
}
