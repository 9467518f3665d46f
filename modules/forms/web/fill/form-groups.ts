import type { TFillView } from '@quad/forms-engine/contract';

type TCard = Omit<TFillView['form'], 'id' | 'opensAt' | 'editable' | 'anonymous'>;

export type TGroup = 'todo' | 'done' | 'closed';

/** 待填写 / 已填写 / 已截止: answered forms are done even once closed; the rest by whether they still open. */
export const groupOf = (card: TCard): TGroup => (card.answered ? 'done' : card.blocked === 'closed' ? 'closed' : 'todo');

export function groupForms<T extends TCard>(cards: T[], category: string): Record<TGroup, T[]> {
  const groups: Record<TGroup, T[]> = { todo: [], done: [], closed: [] };
  for (const card of cards) if (!category || card.category === category) groups[groupOf(card)].push(card);
  return groups;
}

/** The categories present, in first-seen order (the chips above the list). */
export const categoriesOf = (cards: TCard[]): string[] => [...new Set(cards.map((c) => c.category).filter(Boolean))];
