import type { z } from 'zod';
import type { ZDepartment } from '../../contract';

export type TDepartment = z.infer<typeof ZDepartment>;

export interface TDeptNode {
  key: string;
  dept: TDepartment;
  children: TDeptNode[];
}

/**
 * The flat list the server sends (ordered by sort, then name) as a tree. An entry whose parent is
 * missing is shown at the top rather than lost, and a parent chain that loops is cut where it closes.
 */
export function buildDeptTree(items: TDepartment[]): TDeptNode[] {
  const nodes = new Map(items.map((dept) => [dept.id, { key: dept.id, dept, children: [] as TDeptNode[] }]));
  const roots: TDeptNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.dept.parent_id);
    if (parent && !isAncestor(node.dept.id, parent.dept, nodes)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

function isAncestor(id: string, from: TDepartment, nodes: Map<string, TDeptNode>): boolean {
  const seen = new Set<string>();
  for (let at: TDepartment | undefined = from; at && !seen.has(at.id); at = nodes.get(at.parent_id)?.dept) {
    if (at.id === id) return true;
    seen.add(at.id);
  }
  return false;
}

/** "院系 / 班级" for a user row or a role held in a department. */
export function placeName(items: TDepartment[], ...ids: string[]): string {
  const names = new Map(items.map((d) => [d.id, d.name]));
  return ids
    .filter(Boolean)
    .map((id) => names.get(id) ?? id)
    .join(' / ');
}
