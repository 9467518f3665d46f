import { describe, expect, it } from 'vitest';
import { familyOf } from './family';
import { groupForms } from './form-groups';

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

  it('groups forms into to fill, filled and closed; an answered form is filled even once closed', () => {
    const cards = [card(1, {}), card(2, { answered: true, blocked: 'done' }), card(3, { blocked: 'closed' }), card(4, { blocked: 'notOpen' }), card(5, { answered: true, blocked: 'closed' })];
    const all = groupForms(cards);
    expect([all.todo, all.done, all.closed].map((g) => g.map((c) => c.no))).toEqual([[1, 4], [2, 5], [3]]);
  });

  it('keeps links inside the form family', () => {
    expect(familyOf('/formMuc/detail2')).toBe('formMuc');
    expect(familyOf('/commonForm/index')).toBe('form');
    expect(familyOf('/universalForm/index')).toBe('form');
  });
});
