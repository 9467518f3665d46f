import { describe, expect, it } from 'vitest';
import { editorialActions } from './editorial-actions';

const piece = (status: Parameters<typeof editorialActions>[0]['status'], mine = true) => ({ id: 'a', title: 't', status, mine });

describe('editorialActions', () => {
  it('lets a writer edit and submit only their own drafts', () => {
    expect(editorialActions(piece('draft'), false)).toEqual(['edit', 'submit']);
    expect(editorialActions(piece('draft', false), false)).toEqual([]);
    for (const status of ['pending', 'scheduled', 'published', 'withdrawn'] as const) expect(editorialActions(piece(status), false)).toEqual([]);
  });

  it('lets a publisher edit, review waiting pieces, send drafts out and withdraw what is out', () => {
    expect(editorialActions(piece('draft', false), true)).toEqual(['edit', 'release']);
    expect(editorialActions(piece('pending', false), true)).toEqual(['edit', 'review']);
    expect(editorialActions(piece('scheduled', false), true)).toEqual(['edit', 'withdraw']);
    expect(editorialActions(piece('published', false), true)).toEqual(['edit', 'withdraw']);
    expect(editorialActions(piece('withdrawn', false), true)).toEqual([]);
  });
});
