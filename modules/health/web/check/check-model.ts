import { TEMPERATURE_BANDS } from '../../bands';
import type { TCheckIndex, TCheckInfo } from '../../contract-check';
import type { TLine } from '../daily/daily-model';

/** The yes/no questions of a check, in the order the page asks them. */
export const YES_NO = ['sfzx', 'sfcyglq', 'sfyzz', 'askforleave'] as const;

export type TSlotState = 'done' | 'now' | 'missed' | 'pending';

/**
 * Each slot of today as the person reads it: done, the one open now, missed (over and not done), or
 * later. Inside a slot the server's answer orders them; between slots only the clock can (`now`,
 * HH:MM: the index names the open slot but not the site's time).
 */
export function slotStates(index: TCheckIndex, now: string): TSlotState[] {
  const current = index.slots.findIndex((s) => s.name === index.date);
  return index.slots.map((s, i) => {
    if (s.done) return 'done';
    if (i === current) return 'now';
    const over = current >= 0 ? i < current : s.end < now;
    return over ? 'missed' : 'pending';
  });
}

/** The slot that opens next, if today has one left. */
export function nextSlot(index: TCheckIndex, now: string): TCheckIndex['slots'][number] | undefined {
  return index.slots.find((s) => !s.done && s.start > now);
}

/** A stored check read back: temperature band, the questions, place and note; unanswered ones left out. */
export function checkLines(info: TCheckInfo, t: (key: string) => string): TLine[] {
  const yesNo = (v: string) => (v === '1' ? t('yes') : v === '0' ? t('no') : '');
  const lines: TLine[] = [
    { key: 'tw', label: t('temperature'), text: TEMPERATURE_BANDS.find((b) => b.value === info.tw)?.label ?? info.tw },
    ...YES_NO.map((key) => ({ key, label: t(`question.${key}`), text: yesNo(info[key]) })),
    { key: 'area', label: t('area'), text: info.area },
    { key: 'address', label: t('address'), text: info.address },
    { key: 'qtqk', label: t('otherShort'), text: info.qtqk },
  ];
  return lines.filter((line) => line.text !== '');
}

/** This slot's stored check; the index's `{}` (nothing yet) reads as undefined. */
export const storedCheck = (index: TCheckIndex): TCheckInfo | undefined => ('id' in index.info ? (index.info as TCheckInfo) : undefined);
