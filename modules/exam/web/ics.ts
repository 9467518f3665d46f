import type { TExam } from '../contract';

/** RFC 5545 text: backslashes, semicolons, commas and line breaks escaped. */
const escape = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** Unix seconds as a UTC date-time (20261201T010000Z): every calendar places it in its own zone. */
const utc = (seconds: number) => new Date(seconds * 1000).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** A stable id per exam (FNV-1a of its key): adding the same exam twice updates one event. */
function uidOf(key: string): string {
  let hash = 0x811c9dc5;
  for (const char of key) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return `exam-${hash.toString(16)}@quad`;
}

/** One exam as an .ics calendar with an alarm an hour before, for 添加到日历. */
export function examCalendar(exam: TExam, stampedAt: number): string {
  const place = [exam.campus, exam.room].filter(Boolean).join(' ');
  const details = [exam.seat && `座位号 ${exam.seat}`, exam.note].filter(Boolean).join('；');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Quad//Exams//ZH',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${uidOf(exam.key)}`,
    `DTSTAMP:${utc(stampedAt)}`,
    `DTSTART:${utc(exam.startAt)}`,
    `DTEND:${utc(exam.endAt)}`,
    `SUMMARY:${escape(`${exam.courseName}（${exam.examType}考试）`)}`,
    ...(place ? [`LOCATION:${escape(place)}`] : []),
    ...(details ? [`DESCRIPTION:${escape(details)}`] : []),
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT1H',
    `DESCRIPTION:${escape(`${exam.courseName}考试一小时后开始`)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The calendar as a link's address: phones open it in their calendar app (no server round trip). */
export const calendarHref = (text: string): string => `data:text/calendar;charset=utf-8,${encodeURIComponent(text)}`;
