import type { TEditorialStatus } from '@quad/contracts/editorial';

/** A piece as its list row knows it. */
export interface TEditorialPiece {
  id: string;
  title: string;
  status: TEditorialStatus;
  mine: boolean;
}

export type TEditorialAction = 'edit' | 'submit' | 'review' | 'release' | 'withdraw';

/**
 * What the console offers on a piece: a writer edits and submits their own drafts; a publisher
 * edits, reviews, sends out and withdraws. The server holds the same rules (platform/editorial.ts).
 */
export function editorialActions(piece: TEditorialPiece, publisher: boolean): TEditorialAction[] {
  const actions: TEditorialAction[] = [];
  if ((publisher && piece.status !== 'withdrawn') || (piece.mine && piece.status === 'draft')) actions.push('edit');
  if (!publisher && piece.mine && piece.status === 'draft') actions.push('submit');
  if (publisher && piece.status === 'pending') actions.push('review');
  if (publisher && piece.status === 'draft') actions.push('release');
  if (publisher && (piece.status === 'published' || piece.status === 'scheduled')) actions.push('withdraw');
  return actions;
}
