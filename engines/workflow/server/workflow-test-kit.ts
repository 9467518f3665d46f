import { expect } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { askJson, HOSTS, login, serverForFile, type TFileServer } from '@quad/server/test/harness';
import type { TStep } from '../contract-definition';
import { saveDefinition } from './definitions';
import { startInstance } from './start';

/** What the workflow server tests share: the file's server, its demo people and flow makers. */

export type TBody = { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string> } };
type TTaskLine = { id: string; instanceId: string; status: string };
type TStepInput = Partial<TStep> & Pick<TStep, 'key' | 'assignee'>;

/** Generated demo students of the north site who serve as approvers (password student123). */
export const APPROVERS = ['2024010002', '2024010003', '2024020004', '2024030005'] as const;
export type TPerson = 'student' | 'teacher' | 'admin' | (typeof APPROVERS)[number];

export function workflowKit() {
  const t: TFileServer<'student' | 'teacher' | 'admin' | 'southStudent' | 'southAdmin'> = serverForFile(['student', 'teacher', 'admin', 'southStudent', 'southAdmin']);
  const north = () => new SiteDb(t.platform.database.db, 'north');
  const ids = new Map<string, string>();
  const cookies = new Map<string, string>();
  let flows = 0;
  let requests = 0;

  const idOf = async (username: TPerson): Promise<string> => {
    if (!ids.has(username)) ids.set(username, (await north().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id);
    return ids.get(username) ?? '';
  };
  const cookieOf = async (username: TPerson): Promise<string> => {
    if (username in t.c) return t.c[username as keyof typeof t.c];
    if (!cookies.has(username)) cookies.set(username, await login(t.app, username, 'student123'));
    return cookies.get(username) ?? '';
  };
  const ask = (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north) => askJson<TBody>(t.app, url, cookie, input, host);
  /** A call made by a north person, by username. */
  const as = async (who: TPerson, url: string, input?: Record<string, unknown>) => ask(url, await cookieOf(who), input);

  /** Saves a flow of these steps under a key of its own; answers the key. */
  const flow = async (steps: TStepInput[]): Promise<string> => {
    const key = `test_${++flows}`;
    const definition = { name: `测试流程${flows}`, steps: steps.map((s) => ({ name: `环节${s.key}`, ...s })) };
    await saveDefinition(north(), await idOf('admin'), { key, app: 'leave', definition });
    return key;
  };
  const people = async (...names: TPerson[]) => ({ kind: 'people' as const, userIds: await Promise.all(names.map(idOf)) });
  const start = async (key: string, values: Record<string, unknown> = {}, applicant: TPerson = 'student'): Promise<string> =>
    (await startInstance(north(), { key, applicantId: await idOf(applicant), title: `测试申请${++requests}`, values, requestId: `req_${Date.now()}_${requests}` })).id;

  const backlog = async (who: TPerson): Promise<TTaskLine[]> => (await as(who, '/workflow/api/tasks/backlog', { size: 50 })).d.list as TTaskLine[];
  /** The person's pending task on the instance (fails the test when there is none). */
  const taskOf = async (who: TPerson, instanceId: string): Promise<string> => {
    const task = (await backlog(who)).find((l) => l.instanceId === instanceId);
    expect(task, `${who} has no task on ${instanceId}`).toBeDefined();
    return task?.id ?? '';
  };
  const approve = async (who: TPerson, instanceId: string, extra: Record<string, unknown> = {}) =>
    as(who, '/workflow/api/task/approve', { id: await taskOf(who, instanceId), ...extra });
  const detail = async (who: TPerson, id: string) => (await as(who, '/workflow/api/instance/detail', { id })).d as unknown as TDetail;
  const statusOf = async (id: string) => (await north().selectFrom('workflow_instances').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const todoLinks = async (who: TPerson) => ((await as(who, '/api/todo/list', { size: 50 })).d.list as { link: string }[]).map((l) => l.link);

  return { t, north, idOf, cookieOf, ask, as, flow, people, start, backlog, taskOf, approve, detail, statusOf, todoLinks };
}

export interface TDetail {
  status: string;
  steps: { key: string; state: string; people: { id: string; status: string }[] }[];
  log: { action: string; actor: string; detail: string; step: string; changes: unknown[]; attachments: unknown[] }[];
  myTask: { id: string; chooseNext: { id: string }[] | null; rejectTo: { id: string }[]; editable: string[]; canReturn: boolean } | null;
  canWithdraw: boolean;
  canUrge: boolean;
  values: Record<string, unknown>;
}
