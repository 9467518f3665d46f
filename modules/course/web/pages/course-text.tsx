import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { timeParts } from '@quad/platform/shell/time';
import type { TCourseTerm, TOfferingItem } from '../../contract';
import type { TSlot } from '../../rules';

/** A slot in a list row: 周一 1-2节, with （单周）/（双周） when it meets every other week. */
export const slotShort = (t: TFunction, slot: TSlot): string =>
  t('slot.short', { day: t(`day.${slot.day}`), from: slot.from, to: slot.to }) + (slot.parity === 'all' ? '' : t(`parity.${slot.parity}`));

/** A slot in full: 周一 第1-2节 · 第1-16周（单周）. */
export const slotFull = (t: TFunction, slot: TSlot): string =>
  t('slot.full', { day: t(`day.${slot.day}`), from: slot.from, to: slot.to, weekFrom: slot.weekFrom, weekTo: slot.weekTo }) +
  (slot.parity === 'all' ? '' : t(`parity.${slot.parity}`));

export const slotsShort = (t: TFunction, slots: TSlot[]): string => slots.map((s) => slotShort(t, s)).join(' · ');

export const fullTime = (at: number): string => timeParts(at).fullTime;

/** Where my selection of an offering stands: 预选中, 已选, 候补第N位, 未中签. */
export function SelectionBadge({ mine }: { mine: TOfferingItem['mine'] }) {
  const { t } = useTranslation('course');
  if (!mine) return null;
  const tone = mine.state === 'won' || mine.state === 'checked' ? 'good' : mine.state === 'lost' ? 'off' : 'wait';
  return <span className={`cs-badge cs-badge--${tone}`}>{t(`mine.${mine.state}`, { position: mine.position })}</span>;
}

/** The term's phase as a tag: 未开始, 预选中, 待抽签, 抢课中, 已结束. */
export function TermPhaseTag({ term }: { term: TCourseTerm }) {
  const { t } = useTranslation('course');
  const tone = term.phase === 'preference' || term.phase === 'grab' ? 'good' : term.phase === 'ended' ? 'off' : 'wait';
  return <span className={`cs-badge cs-badge--${tone}`}>{t(`phase.${term.phase}`)}</span>;
}
