import type { TFillView, TFormGroup } from '@quad/forms-engine/contract';

type TCard = Omit<TFillView['form'], 'id' | 'opensAt' | 'editable' | 'anonymous' | 'approval'>;

/** 待填写 / 已填写 / 已截止: answered forms are done even once closed; the rest by whether they still open (the server orders by the same rule). */
export const groupOf = (card: TCard): TFormGroup => (card.answered ? 'done' : card.blocked === 'closed' ? 'closed' : 'todo');

/** The loaded cards by section (the server lists them section by section, so a page adds to the last ones). */
export function groupForms<T extends TCard>(cards: T[]): Record<TFormGroup, T[]> {
  const groups: Record<TFormGroup, T[]> = { todo: [], done: [], closed: [] };
  for (const card of cards) groups[groupOf(card)].push(card);
  return groups;
}
