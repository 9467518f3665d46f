import { timeParts } from '@quad/platform/shell/time';

/** An event's time: `2026-12-31  19:00 – 21:30` on one day, both ends in full otherwise. */
export function eventWhen(startsAt: number, endsAt: number): string {
  const start = timeParts(startsAt);
  const end = timeParts(endsAt);
  return start.noTime === end.noTime ? `${start.fullTime} – ${end.hour}:${end.min}` : `${start.fullTime} – ${end.fullTime}`;
}

export const fullTime = (at: number): string => timeParts(at).fullTime;
