import type { TPermissionMap } from '@quad/contracts/permission-checks';

export interface TBuiltinRole {
  key: string;
  name: string;
  scope: 'site' | 'department';
  grants: TPermissionMap;
}

/**
 * Roles every site starts with. Areas add module names to these grants as they arrive; the keys
 * are what role pages check.
 */
export const BUILTIN_ROLES: TBuiltinRole[] = [
  { key: 'site-admin', name: '站点管理员', scope: 'site', grants: { admin: { module: ['site', 'people', 'roles', 'audit', 'settings'] } } },
  { key: 'instructor', name: '辅导员', scope: 'department', grants: { ncov: { module: ['instructor'] } } },
  { key: 'leader', name: '院系领导', scope: 'department', grants: { ncov: { module: ['leader'] } } },
  { key: 'manager', name: '学校管理员', scope: 'site', grants: { ncov: { module: ['manager'] } } },
];
