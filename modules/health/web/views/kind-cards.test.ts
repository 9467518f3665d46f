import { describe, expect, it } from 'vitest';
import { kindCards } from './kind-cards';

const none = () => false;

describe('report kinds one may view', () => {
  it('gives an instructor their own page and the graded one of each kind', () => {
    const cards = kindCards((m) => m === 'instructor', none);
    expect(cards.map((c) => c.kind)).toEqual(['daily', 'base', 'checks']);
    expect(cards[0]).toEqual({ kind: 'daily', group: 'epideState', roles: ['instructor', 'fenji'] });
  });

  it('gives the health office every role page', () => {
    expect(kindCards((m) => m === 'manager', none)[0]?.roles).toEqual(['manager', 'fenji']);
    expect(kindCards(() => true, none)[0]?.roles).toEqual(['instructor', 'leader', 'manager', 'fenji']);
  });

  it('shows nothing to someone without a role', () => {
    expect(kindCards(none, none)).toEqual([]);
  });

  it('uses the group the site keeps, and leaves out hidden pages', () => {
    const hidden = (key: string) => key === 'epideState' || key === 'epidemade/fenji';
    expect(kindCards((m) => m === 'leader', hidden)[0]).toEqual({ kind: 'daily', group: 'epidemade', roles: ['leader'] });
  });
});
