import { describe, expect, it } from 'vitest';
import { familyOf } from './family';
import { categoriesOf, groupForms } from './form-groups';

describe('list and links', () => {
  const card = (no: number, over: Partial<Parameters<typeof groupForms>[0][number]>) => ({
    no,
    title: `表单${no}`,
    description: '',
    category: '',
    closesAt: 0,
    frequency: 'once' as const,
    answered: false,
    blocked: '' as const,
    ...over,
  });

  it('groups forms into to fill, filled and closed, filtered by category', () => {
    const cards = [card(1, {}), card(2, { answered: true, blocked: 'done' }), card(3, { blocked: 'closed', category: '教务' }), card(4, { blocked: 'notOpen', category: '教务' })];
    const all = groupForms(cards, '');
    expect([all.todo, all.done, all.closed].map((g) => g.map((c) => c.no))).toEqual([[1, 4], [2], [3]]);
    expect(groupForms(cards, '教务').todo.map((c) => c.no)).toEqual([4]);
    expect(categoriesOf(cards)).toEqual(['教务']);
  });

  it('keeps links inside the form family', () => {
    expect(familyOf('/formMuc/detail2')).toBe('formMuc');
    expect(familyOf('/commonForm/index')).toBe('form');
    expect(familyOf('/universalForm/index')).toBe('form');
  });
});
