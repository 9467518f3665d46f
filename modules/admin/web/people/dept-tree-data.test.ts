import { describe, expect, it } from 'vitest';
import { buildDeptTree, placeName, type TDepartment } from './dept-tree-data';

const dept = (id: string, parent_id = '', kind: TDepartment['kind'] = 'department'): TDepartment => ({
  id,
  parent_id,
  name: `名称${id}`,
  kind,
  code: '',
  sort: 0,
  members: 0,
});

describe('department tree', () => {
  it('nests classes under their departments in the order the server sent', () => {
    const tree = buildDeptTree([dept('a'), dept('a1', 'a', 'class'), dept('b'), dept('a2', 'a', 'class')]);
    expect(tree.map((n) => n.key)).toEqual(['a', 'b']);
    expect(tree[0].children.map((n) => n.key)).toEqual(['a1', 'a2']);
  });

  it('keeps an entry whose parent is gone, and survives a parent loop', () => {
    const tree = buildDeptTree([dept('x', 'missing'), dept('p', 'q'), dept('q', 'p')]);
    const keys = (nodes: typeof tree): string[] => nodes.flatMap((n) => [n.key, ...keys(n.children)]);
    expect(keys(tree).sort()).toEqual(['p', 'q', 'x']);
  });

  it('names a place by department and class', () => {
    expect(placeName([dept('a'), dept('a1', 'a', 'class')], 'a', 'a1')).toBe('名称a / 名称a1');
    expect(placeName([dept('a')], 'a', '')).toBe('名称a');
  });
});
