import type { Generated } from 'kysely';
import type { TUserType } from '@quad/contracts/user-types';
import type { TMigration } from '../db/migrate';

export type { TUserType };

export interface DepartmentsTable {
  site_id: string;
  id: string;
  parent_id: string;
  name: string;
  /** A department (学院/部门) or a class (班级) under one. */
  kind: 'department' | 'class';
  code: string;
  sort: number;
}

export interface UsersTable {
  site_id: string;
  id: string;
  username: string;
  password_hash: string;
  realname: string;
  /** Student or staff number (学工号, `xgh`). */
  number: string;
  type: TUserType;
  dept_id: string;
  class_id: string;
  mobile: string;
  email: string;
  avatar: string;
  corp_userid: string;
  status: 'active' | 'disabled';
  /** 1 after an import, a new account or an administrator's reset: the next password sign-in must choose a new one. */
  must_change_password: Generated<number>;
  created: number;
  updated: number;
}

export interface RolesTable {
  site_id: string;
  id: string;
  /** Stable key used by code (`site-admin`, `instructor`, …). */
  key: string;
  name: string;
  /** JSON permission map granted by the role: app key → { module: [...] }. */
  grants: string;
  /** `department` roles are granted for one department ("my department" pages). */
  scope: 'site' | 'department';
  builtin: number;
}

export interface UserRolesTable {
  site_id: string;
  user_id: string;
  role_id: string;
  /** The department the grant is about, or '' for the whole site. */
  dept_id: string;
}

export interface SessionsTable {
  site_id: string;
  /** SHA-256 of the cookie value: a stolen table gives no usable sessions. */
  token_hash: string;
  user_id: string;
  created: number;
  expires: number;
  ip: string;
  user_agent: string;
  /** 1 while the session may only change its password (signed in with a first or reset password). */
  must_change_password: Generated<number>;
}

export interface LoginThrottleTable {
  site_id: string;
  /** `u:<account>` or `ip:<address>` (see throttle.ts). */
  key: string;
  /** Attempts counted before their password was checked; a right one takes its attempt back. */
  failures: number;
  window_start: number;
  locked_until: number;
}

export interface SignInsTable {
  site_id: string;
  id: string;
  user_id: string;
  created: number;
  ip: string;
  user_agent: string;
  method: string;
}

declare module '../db/database' {
  interface Database {
    departments: DepartmentsTable;
    users: UsersTable;
    roles: RolesTable;
    user_roles: UserRolesTable;
    sessions: SessionsTable;
    login_throttle: LoginThrottleTable;
    sign_ins: SignInsTable;
  }
}

export const identityMigration: TMigration = {
  name: '000_platform_0002_identity',
  async up(db) {
    await db.schema
      .createTable('departments')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('parent_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('department'))
      .addColumn('code', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('departments_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('departments_parent').on('departments').columns(['site_id', 'parent_id']).execute();

    await db.schema
      .createTable('users')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('realname', 'text', (c) => c.notNull())
      .addColumn('number', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('type', 'text', (c) => c.notNull().defaultTo('student'))
      .addColumn('dept_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('class_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('corp_userid', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('users_pk', ['site_id', 'id'])
      .addUniqueConstraint('users_username', ['site_id', 'username'])
      .execute();
    await db.schema.createIndex('users_dept').on('users').columns(['site_id', 'dept_id', 'class_id']).execute();
    await db.schema.createIndex('users_number').on('users').columns(['site_id', 'number']).execute();

    await db.schema
      .createTable('roles')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('grants', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('scope', 'text', (c) => c.notNull().defaultTo('site'))
      .addColumn('builtin', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('roles_pk', ['site_id', 'id'])
      .addUniqueConstraint('roles_key', ['site_id', 'key'])
      .execute();

    await db.schema
      .createTable('user_roles')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('role_id', 'text', (c) => c.notNull())
      .addColumn('dept_id', 'text', (c) => c.notNull().defaultTo(''))
      .addPrimaryKeyConstraint('user_roles_pk', ['site_id', 'user_id', 'role_id', 'dept_id'])
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('expires', 'bigint', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
      .addPrimaryKeyConstraint('sessions_pk', ['site_id', 'token_hash'])
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').columns(['site_id', 'user_id']).execute();

    await db.schema
      .createTable('login_throttle')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('login_throttle_pk', ['site_id', 'key'])
      .execute();

    await db.schema
      .createTable('sign_ins')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('method', 'text', (c) => c.notNull().defaultTo('password'))
      .addPrimaryKeyConstraint('sign_ins_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('sign_ins_user').on('sign_ins').columns(['site_id', 'user_id', 'created']).execute();
  },
};

/** First passwords and resets are changed at the next sign-in (issue 16): a flag on the account and on its session. */
export const mustChangePasswordMigration: TMigration = {
  name: '000_platform_0108_must_change_password',
  async up(db) {
    for (const table of ['users', 'sessions']) {
      await db.schema
        .alterTable(table)
        .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    }
  },
};
