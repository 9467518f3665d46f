import { beforeAll, describe, expect, it } from 'vitest';
import { askJson, HOSTS, serverForFile } from '@quad/server/test/harness';
import { SiteDb } from '@quad/platform/server/db/site-db';
import type { TWorkflowDefinition } from '@quad/workflow-engine/contract-definition';
import { ensureDefinition, findInstance, startInstance } from '@quad/workflow-engine/server';

type TBody = { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string> } };

const t = serverForFile(['admin', 'student', 'southAdmin']);
const { c } = t;
const ask = (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north) =>
  askJson<TBody>(t.app, url, cookie, input, host);

/** A flow as an area makes it on its first request: its instructor decides, its leader past 3 days. */
const FLOW: TWorkflowDefinition = {
  name: '学生请假',
  steps: [
    {
      key: 'instructor',
      name: '辅导员审批',
      kind: 'any',
      assignee: { kind: 'role', role: 'instructor', scope: 'applicant' },
      limitHours: 24,
      editable: [],
    },
    {
      key: 'leader',
      name: '院系审批',
      kind: 'any',
      assignee: { kind: 'role', role: 'leader', scope: 'applicant' },
      when: { field: 'days', op: 'gt', value: 3 },
      limitHours: 0,
      editable: [],
    },
  ],
};

const versionsOf = async (north: SiteDb) =>
  (await north.selectFrom('workflow_definitions').select('version').where('key', '=', 'leave').execute()).length;

let north: SiteDb;
let running: string;
beforeAll(async () => {
  north = new SiteDb(t.platform.database.db, 'north');
  await ensureDefinition(north, { key: 'leave', app: 'leave', definition: FLOW });
  const student = await north.selectFrom('users').select('id').where('username', '=', 'student').executeTakeFirstOrThrow();
  ({ id: running } = await startInstance(north, {
    key: 'leave',
    applicantId: student.id,
    title: '请假',
    values: { type: 'personal', days: 2 },
  }));
});

describe('流程设置', () => {
  it("lists the site's flows and opens one with its versions and its app's fields", async () => {
    const list = await ask('/document/api/flows/list', c.admin);
    expect(list.e, list.m).toBe(0);
    // Beside the demo's flows of other areas (permit, research, certificate), the leave flow this file made.
    expect(list.d.list).toContainEqual(expect.objectContaining({ key: 'leave', app: 'leave', name: '学生请假', version: 1 }));

    const detail = await ask('/document/api/flows/detail', c.admin, { key: 'leave' });
    expect(detail.d).toMatchObject({ key: 'leave', version: 1, definition: FLOW, fields: ['type', 'days'], people: [] });
    expect(detail.d.versions).toEqual([expect.objectContaining({ version: 1, savedBy: '' })]);
  });

  it('saves a new version with the people it names, audited; running requests keep theirs', async () => {
    const admin = await north.selectFrom('users').select(['id', 'realname']).where('username', '=', 'admin').executeTakeFirstOrThrow();
    // Nobody holds 院系领导 on the demo site: the designer's new version keeps the instructor and adds the office.
    const definition = {
      ...FLOW,
      steps: [
        FLOW.steps[0],
        {
          key: 'office',
          name: '学工处备案',
          kind: 'single',
          assignee: { kind: 'people', userIds: [admin.id] },
          limitHours: 0,
          editable: ['days'],
        },
      ],
    };
    const saved = await ask('/document/api/flows/save', c.admin, { key: 'leave', definition });
    expect(saved).toMatchObject({ e: 0, d: { version: 2 } });

    const detail = await ask('/document/api/flows/detail', c.admin, { key: 'leave' });
    expect(detail.d).toMatchObject({ version: 2, people: [expect.objectContaining({ id: admin.id, name: admin.realname })] });
    expect((detail.d.versions as { version: number; savedBy: string }[]).map((v) => [v.version, v.savedBy])).toEqual([
      [2, admin.realname],
      [1, ''],
    ]);
    expect((await findInstance(north, running))?.definition).toEqual({ key: 'leave', version: 1 });
    const audit = await north.selectFrom('audit_log').select('action').where('target_id', '=', 'leave').execute();
    expect(audit.map((a) => a.action)).toContain('workflow.definition.save');
  });

  it('refuses a design the site cannot run in Chinese, saving nothing', async () => {
    const before = await versionsOf(north);
    const unknownRole = { ...FLOW, steps: [{ ...FLOW.steps[0], assignee: { kind: 'role', role: 'dean', scope: 'site' } }] };
    expect(await ask('/document/api/flows/save', c.admin, { key: 'leave', definition: unknownRole })).toMatchObject({
      e: 1,
      m: '角色不存在：dean',
    });
    expect(await ask('/document/api/flows/save', c.admin, { key: 'leave', definition: FLOW })).toMatchObject({
      e: 1,
      m: '“院系审批”的审批角色（leader）目前没有人担任，请先在人员管理中授予，或改选审批人',
    });
    const chosenFirst = { ...FLOW, steps: [{ ...FLOW.steps[0], assignee: { kind: 'chosen' } }] };
    expect(await ask('/document/api/flows/save', c.admin, { key: 'leave', definition: chosenFirst })).toMatchObject({
      e: 1,
      m: '第一个环节不能由上一环节审批人选择',
    });
    const noSteps = await ask('/document/api/flows/save', c.admin, { key: 'leave', definition: { name: '学生请假', steps: [] } });
    expect(noSteps).toMatchObject({ e: 10022, m: '流程设计：流程至少需要一个审批环节' });
    expect(await versionsOf(north)).toBe(before);
    // A key no area runs is no flow to design.
    expect((await ask('/document/api/flows/save', c.admin, { key: 'visitor', definition: FLOW })).e).toBe(10004);
  });

  it('offers the roles of the site', async () => {
    const roles = (await ask('/document/api/flows/roles', c.admin)).d.list as { key: string; name: string }[];
    expect(roles).toEqual(
      expect.arrayContaining([
        { key: 'instructor', name: '辅导员' },
        { key: 'leader', name: '院系领导' },
      ]),
    );
  });

  it('is for site administrators only, and each site sees its own flows', async () => {
    for (const url of ['/document/api/flows/list', '/document/api/flows/detail', '/document/api/flows/save', '/document/api/flows/roles']) {
      expect((await ask(url, c.student, { key: 'leave', definition: FLOW })).e, url).toBe(10003);
    }
    const south = (await ask('/document/api/flows/list', c.southAdmin, {}, HOSTS.south)).d.list as { key: string }[];
    expect(south.map((flow) => flow.key)).not.toContain('leave');
    expect((await ask('/document/api/flows/detail', c.southAdmin, { key: 'leave' }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/document/api/flows/save', c.southAdmin, { key: 'leave', definition: FLOW }, HOSTS.south)).e).toBe(10004);
  });
});
