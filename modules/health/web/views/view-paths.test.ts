import { describe, expect, it } from 'vitest';
import { detailPath, exportUrl, listPath, statusOf, viewOf, viewRouteOf } from './view-paths';

describe('role page addresses', () => {
  it('reads the group and role from the path, phone form included', () => {
    expect(viewRouteOf('/epideState/instructor')).toEqual({ group: 'epideState', role: 'instructor' });
    expect(viewRouteOf('/m_epideXisu/fenji')).toEqual({ group: 'epideXisu', role: 'fenji' });
  });

  it('knows no made-up group or role', () => {
    expect(viewRouteOf('/epideNowhere/manager')).toBeUndefined();
    expect(viewOf('epideState', 'janitor')).toBeUndefined();
    expect(viewOf(null, 'manager')).toBeUndefined();
    expect(statusOf('late')).toBe('late');
    expect(statusOf('everyone')).toBeUndefined();
  });

  it('links a list with only what is set', () => {
    const view = { group: 'epideState', role: 'leader' } as const;
    expect(listPath(view, 'missing')).toBe('/typeList/index?group=epideState&role=leader&status=missing');
    expect(listPath(view, 'late', '2026-11-20', 'c1')).toBe('/typeList/index?group=epideState&role=leader&status=late&day=2026-11-20&dept=c1');
    expect(detailPath('u1', '2026-11-20')).toBe('/details/index?uid=u1&day=2026-11-20');
  });

  it('builds the export address of the recorded page', () => {
    expect(exportUrl({ group: 'epideBase', role: 'manager', status: 'all', day: '2026-11-21' })).toBe(
      '/ncov/api/views/export?group=epideBase&role=manager&day=2026-11-21&status=all',
    );
  });
});
