import { z } from 'zod';
import { callsFor } from '@quad/contracts/call';
import { int, optionalText, text } from '@quad/contracts/fields';
import { pageFields, pageOf } from '@quad/contracts/paging';
import { ZPermissionMap } from '@quad/contracts/permissions';
import { idAnswer, listOf, okAnswer } from '@quad/contracts/shapes';
import { ZUserType } from '@quad/contracts/user-types';
import { webhookEvent } from '@quad/contracts/webhook-event';

const peopleAdmins = callsFor({ app: 'admin', module: 'people' });
const roleAdmins = callsFor({ app: 'admin', module: 'roles' });
const auditors = callsFor({ app: 'admin', module: 'audit' });

/** Person fields shared by the edit form and the import file. */
export const personFields = {
  username: text('账号', 64).regex(/^[A-Za-z0-9_.@-]+$/, '账号只能包含字母、数字和 _ . @ -'),
  realname: text('姓名', 40),
  number: optionalText('学工号', 40),
  mobile: z
    .string()
    .trim()
    .regex(/^(1\d{10})?$/, '手机号格式不正确')
    .optional()
    .describe('手机号'),
  email: z
    .union([z.literal(''), z.email('邮箱格式不正确')])
    .optional()
    .describe('邮箱'),
};
const id = (label: string) => text(label, 40);
const page = pageFields({ maxPage: 100_000, maxSize: 200 });

export const ZDepartment = z.object({
  id: z.string(),
  parent_id: z.string(),
  name: z.string(),
  kind: z.enum(['department', 'class']),
  code: z.string(),
  sort: z.number().int(),
  members: z.number().int(),
});

export const listDepartments = peopleAdmins.get(
  '/admin/api/departments/list',
  '院系与班级（树由 parent_id 组成）；q 按名称、拼音或首字母搜索',
  {
    input: z.object({ q: optionalText('关键词', 60) }),
    output: listOf(ZDepartment),
  },
);

export const saveDepartment = peopleAdmins.post('/admin/api/departments/save', '新建或修改院系、班级', {
  input: z.object({
    id: optionalText('编号', 40),
    parent_id: optionalText('上级', 40),
    name: text('名称', 60),
    kind: z.enum(['department', 'class'], { error: '类型不正确' }).default('department').describe('类型'),
    code: optionalText('代码', 20),
    sort: int('排序', 0, 100_000).default(0),
  }),
  output: idAnswer,
  errors: [1, 10004],
});

export const deleteDepartment = peopleAdmins
  .about(id('编号'))
  .post('/admin/api/departments/delete', '删除院系或班级（其下无人员、无下级时）', {
    output: okAnswer,
    errors: [1],
  });

export const ZAdminUser = z.object({
  uid: z.string(),
  username: z.string(),
  realname: z.string(),
  number: z.string(),
  type: z.enum(['student', 'teacher', 'staff', 'visitor']),
  dept_id: z.string(),
  department: z.string(),
  class_id: z.string(),
  class_name: z.string(),
  mobile: z.string(),
  email: z.string(),
  status: z.enum(['active', 'disabled']),
  roles: z.array(z.object({ role_id: z.string(), name: z.string(), dept_id: z.string() })),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const listUsers = peopleAdmins.get('/admin/api/users/list', '人员列表：按姓名、账号、学工号搜索，按院系、身份筛选，分页', {
  input: z.object({
    q: optionalText('关键词', 60),
    dept_id: optionalText('院系', 40),
    type: ZUserType.optional(),
    status: z.enum(['active', 'disabled']).optional().describe('状态'),
    ...page,
  }),
  output: pageOf(ZAdminUser, { page: z.number().int(), size: z.number().int() }),
});

export const saveUser = peopleAdmins.post('/admin/api/users/save', '新建或修改人员；新建时返回一次初始密码', {
  input: z.object({
    uid: optionalText('编号', 40),
    ...personFields,
    type: ZUserType,
    dept_id: optionalText('院系', 40),
    class_id: optionalText('班级', 40),
  }),
  output: z.object({ uid: z.string(), password: z.string().optional().describe('新建时的初始密码，只显示这一次') }),
  errors: [1, 10004, 10009],
});

export const setUserStatus = peopleAdmins.post('/admin/api/users/status', '停用或启用人员（停用立即结束其所有登录）', {
  input: z.object({ uid: id('人员'), status: z.enum(['active', 'disabled'], { error: '状态不正确' }).describe('状态') }),
  output: okAnswer,
  errors: [1, 10004],
});

export const resetPassword = peopleAdmins.post(
  '/admin/api/users/reset-password',
  '重置密码，返回一次新密码并结束其所有登录；不能重置权限超出自己的账号',
  {
    input: z.object({ uid: id('人员') }),
    output: z.object({ password: z.string() }),
    errors: [10004],
  },
);

export const ZRole = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  grants: ZPermissionMap,
  scope: z.enum(['site', 'department']),
  builtin: z.boolean(),
  members: z.number().int(),
});

export const listRoles = roleAdmins.get('/admin/api/roles/list', '角色列表', {
  output: listOf(ZRole),
});

export const saveRole = roleAdmins.post('/admin/api/roles/save', '新建或修改角色及其授予的应用和模块', {
  encoding: 'json',
  input: z.object({
    id: optionalText('编号', 40),
    key: text('角色标识', 40).regex(/^[a-z][a-z0-9-]*$/, '角色标识只能包含小写字母、数字和 -'),
    name: text('角色名称', 40),
    scope: z.enum(['site', 'department'], { error: '范围不正确' }).default('site').describe('范围'),
    grants: ZPermissionMap.describe('授权'),
  }),
  output: idAnswer,
  errors: [1, 10004, 10009],
});

export const grantRole = roleAdmins.post('/admin/api/roles/grant', '给人员授予角色（院系范围的角色需指定院系）', {
  input: z.object({ uid: id('人员'), role_id: id('角色'), dept_id: optionalText('院系', 40) }),
  output: okAnswer,
  errors: [1, 10004],
});

export const revokeRole = roleAdmins.post('/admin/api/roles/revoke', '收回人员的角色', {
  input: z.object({ uid: id('人员'), role_id: id('角色'), dept_id: optionalText('院系', 40) }),
  output: okAnswer,
  errors: [10004],
});

export const ZAuditEntry = z.object({
  id: z.string(),
  created: z.number().int(),
  actor_id: z.string(),
  actor_name: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.string(),
  after: z.string(),
  ip: z.string(),
});

export const listAudit = auditors.get('/admin/api/audit/list', '操作日志：按操作、对象、操作人、时间搜索', {
  input: z.object({
    action: optionalText('操作', 60),
    target_id: optionalText('对象', 40),
    actor_id: optionalText('操作人', 40),
    from: int('开始时间', 0).optional(),
    to: int('结束时间', 0).optional(),
    ...page,
  }),
  output: pageOf(ZAuditEntry),
});

export const ZLinkedIdentity = z.object({
  uid: z.string(),
  username: z.string(),
  realname: z.string(),
  number: z.string(),
  type: ZUserType,
  department: z.string(),
  status: z.enum(['active', 'disabled']),
});

export const listUserIdentities = peopleAdmins.get('/admin/api/users/identities', '一个人的全部身份（关联的账号，含本账号）', {
  input: z.object({ uid: id('人员') }),
  output: listOf(ZLinkedIdentity),
  errors: [10004],
});

/** A password typed by the account's owner: never trimmed, as at sign-in. */
const consent = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .min(1, `请填写${label}`)
    .max(128, `${label}不能超过128个字`)
    .describe(label);

/**
 * Linked accounts switch into each other without a password, so both owners consent by typing their
 * passwords, and neither account may hold a permission the administrator could not pass on.
 */
export const linkUserIdentity = peopleAdmins.post(
  '/admin/api/users/link',
  '把另一个账号关联为同一人的身份（之后可在个人中心切换，无需再登录）；须由两个账号的本人输入各自的密码',
  {
    input: z.object({
      uid: id('人员'),
      username: z.string().trim().min(1, '请填写要关联的账号').max(64).describe('要关联的账号'),
      password: consent('本账号的密码'),
      link_password: consent('要关联账号的密码'),
    }),
    output: okAnswer,
    errors: [1, 10004],
  },
);

export const unlinkUserIdentity = peopleAdmins.post('/admin/api/users/unlink', '把账号从其所属人的身份中移出', {
  input: z.object({ uid: id('人员') }),
  output: okAnswer,
  errors: [10004],
});

/** Events of people, for the school's systems that keep their own copy of who is who. */
export const userCreated = webhookEvent(
  'user.created',
  '新建了人员',
  z.object({
    uid: z.string().describe('人员编号'),
    username: z.string().describe('账号'),
    realname: z.string().describe('姓名'),
    number: z.string().describe('学工号'),
    type: z.string().describe('身份类型'),
    dept_id: z.string().describe('院系编号'),
    class_id: z.string().describe('班级编号'),
  }),
);

export const userChanged = webhookEvent(
  'user.changed',
  '人员信息或状态有变化',
  z.object({
    uid: z.string().describe('人员编号'),
    changes: z.array(z.string()).describe('变化的字段'),
  }),
);
