import { describe, expect, it } from 'vitest';
import { askJson, HOSTS, serverForFile } from '@quad/server/test/harness';

type TBody = { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string> } };
type TItem = { id: string; instanceId: string; status: string };
type TTask = { id: string; instanceId: string; app: string };
type TWorkload = { years: { year: string; total: number; items: { id: string; points: number; leading: boolean }[] }[]; points: Record<string, number> };

const t = serverForFile(['teacher', 'admin', 'student', 'southAdmin']);
const { c } = t;
const ask = (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north) => askJson<TBody>(t.app, url, cookie, input, host);

let seq = 0;
const key = () => `research_${Date.now()}_${seq++}`;
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const year = new Date().getUTCFullYear();

const publish = async (extra: Record<string, unknown> = {}, cookie = c.admin, host: string = HOSTS.north) => {
  const sent = await ask('/research/api/calls/save', cookie, { title: '校级科研项目', level: 'school', deadline: dayAfter(10), description: '', departments: [], ...extra }, host);
  expect(sent.e, sent.m).toBe(0);
  return (sent.d as { id: string }).id;
};
const project = (callId: string, extra: Record<string, unknown> = {}) => ({
  callId,
  name: '课堂学习行为分析',
  members: [],
  budget: '30000.50',
  start: `${year}-01-01`,
  end: `${year}-12-31`,
  summary: '采集课堂互动数据，形成教学改进建议。',
  requestId: key(),
  ...extra,
});
const paper = (extra: Record<string, unknown> = {}) => ({
  title: '多租户门户的架构',
  journal: '计算机工程',
  published: `${year}-01-01`,
  indexed: 'sci',
  rank: 1,
  doi: `10.1000/test.${seq}`,
  requestId: key(),
  ...extra,
});
const myProjects = async (cookie = c.teacher) => (await ask('/research/api/project/mine', cookie, {})).d.list as (TItem & { budget: number })[];
const myPapers = async (cookie = c.teacher) => (await ask('/research/api/paper/mine', cookie, {})).d.list as TItem[];
const taskOf = async (cookie: string, instanceId: string) =>
  ((await ask('/workflow/api/tasks/backlog', cookie, { app: 'research' })).d.list as TTask[]).find((task) => task.instanceId === instanceId);
const approve = async (cookie: string, instanceId: string) => {
  const task = await taskOf(cookie, instanceId);
  expect(task, `a task on ${instanceId}`).toBeDefined();
  expect((await ask('/workflow/api/task/approve', cookie, { id: task!.id })).e).toBe(0);
};
const workload = async () => (await ask('/research/api/workload', c.teacher)).d as TWorkload;

describe('research', () => {
  it('takes a declaration through the department and the office, and the approved project and paper count as workload', async () => {
    const callId = await publish();
    expect(((await ask('/research/api/calls/open', c.teacher, {})).d.list as { id: string }[]).map((x) => x.id)).toContain(callId);
    const before = (await workload()).years.find((y) => y.year === String(year))?.total ?? 0;

    const sent = await ask('/research/api/project/declare', c.teacher, project(callId));
    expect(sent.e, sent.m).toBe(0);
    const { id, instanceId } = sent.d as { id: string; instanceId: string };
    expect((await myProjects()).find((p) => p.id === id)).toMatchObject({ status: 'running', budget: 30000.5 });
    // The demo site has no department leader nor 学校管理员: the site's administrator takes both steps.
    await approve(c.admin, instanceId);
    expect((await myProjects()).find((p) => p.id === id)?.status).toBe('running');
    await approve(c.admin, instanceId);
    expect((await myProjects()).find((p) => p.id === id)?.status).toBe('approved');

    const registered = await ask('/research/api/paper/register', c.teacher, paper());
    expect(registered.e, registered.m).toBe(0);
    const paperId = (registered.d as { id: string; instanceId: string }).id;
    await approve(c.admin, (registered.d as { instanceId: string }).instanceId);
    expect((await myPapers()).find((p) => p.id === paperId)?.status).toBe('approved');

    const counted = (await workload()).years.find((y) => y.year === String(year));
    expect(counted?.items.map((i) => i.id)).toEqual(expect.arrayContaining([id, paperId]));
    expect(counted?.total).toBe(before + 20 + 40);

    // The office's points change the workload at once.
    const { points } = (await ask('/research/api/points', c.admin)).d as { points: Record<string, number> };
    expect((await ask('/research/api/points/save', c.admin, { points: { ...points, school: 25 } })).e).toBe(0);
    expect((await workload()).years.find((y) => y.year === String(year))?.total).toBe(before + 25 + 40);

    const records = (await ask('/research/api/records', c.admin, { kind: 'project', status: 'approved' })).d.list as { id: string; name: string }[];
    expect(records.find((r) => r.id === id)).toMatchObject({ name: '教师演示账号' });
    const stats = (await ask('/research/api/statistic', c.admin, {})).d as { byCategory: { category: string; approved: number }[] };
    expect(stats.byCategory.find((r) => r.category === 'school')?.approved).toBeGreaterThan(0);
  });

  it('refuses declarations on a closed or expired call', async () => {
    const closed = await publish();
    expect((await ask('/research/api/calls/close', c.admin, { id: closed })).e).toBe(0);
    expect(await ask('/research/api/project/declare', c.teacher, project(closed))).toMatchObject({ e: 1, m: '该批次已截止或已关闭，不能申报' });
    const expired = await publish({ deadline: dayAfter(-1) });
    expect(await ask('/research/api/project/declare', c.teacher, project(expired))).toMatchObject({ e: 1, m: '该批次已截止或已关闭，不能申报' });
    expect(((await ask('/research/api/calls/open', c.teacher, {})).d.list as { id: string }[]).map((x) => x.id)).not.toContain(expired);
  });

  it('refuses bad input in Chinese, writes nothing, and answers a retried submit once', async () => {
    const callId = await publish();
    const [projects, papers] = [(await myProjects()).length, (await myPapers()).length];
    expect(await ask('/research/api/project/declare', c.teacher, project(callId, { budget: -1 }))).toMatchObject({ e: 10022, m: '预算不能为负数' });
    expect(await ask('/research/api/project/declare', c.teacher, project(callId, { start: `${year}-06-01`, end: `${year}-05-01` }))).toMatchObject({ e: 10022, m: '结束日期不能早于开始日期' });
    expect(await ask('/research/api/project/declare', c.teacher, project(callId, { members: ['nobody1'] }))).toMatchObject({ e: 1, m: '项目成员不存在或已停用' });
    expect(await ask('/research/api/paper/register', c.teacher, paper({ doi: 'doi:abc' }))).toMatchObject({ e: 10022, m: 'DOI格式不正确（应如 10.1000/xyz123）' });
    expect(await ask('/research/api/paper/register', c.teacher, paper({ indexed: 'nature' }))).toMatchObject({ e: 10022, m: '请选择收录类别' });
    expect(await myProjects()).toHaveLength(projects);
    expect(await myPapers()).toHaveLength(papers);

    const same = project(callId);
    const once = await ask('/research/api/project/declare', c.teacher, same);
    const [twice, thrice] = await Promise.all([ask('/research/api/project/declare', c.teacher, same), ask('/research/api/project/declare', c.teacher, same)]);
    expect(once.e, once.m).toBe(0);
    expect(twice.d).toEqual(once.d);
    expect(thrice.d).toEqual(once.d);
    expect(await myProjects()).toHaveLength(projects + 1);
  });

  it('lets the applicant withdraw while nobody acted, and keeps the office screens to the office', async () => {
    const callId = await publish();
    const { instanceId, id } = (await ask('/research/api/project/declare', c.teacher, project(callId))).d as { id: string; instanceId: string };
    expect((await ask('/workflow/api/instance/withdraw', c.teacher, { id: instanceId })).e).toBe(0);
    expect((await myProjects()).find((p) => p.id === id)?.status).toBe('withdrawn');
    expect((await ask('/research/api/records', c.teacher, {})).e).toBe(10003);
    expect((await ask('/research/api/calls/save', c.student, { title: 'x', level: 'school', deadline: dayAfter(1) })).e).toBe(10003);
  });

  it('seeds each demo site with calls, waiting items and an earlier year of approved work', async () => {
    const open = (await ask('/research/api/calls/open', c.teacher, {})).d.list as { title: string }[];
    expect(open.some((x) => x.title.endsWith('年校级科研项目申报'))).toBe(true);
    expect(((await myProjects()) as (TItem & { instanceId: string })[]).some((p) => p.status === 'running' && p.instanceId)).toBe(true);
    const earlier = (await workload()).years.find((y) => y.year === String(year - 1));
    // 省部级 project led (50), SCI first author (40), CSSCI second author (30 × 0.5).
    expect(earlier?.total).toBe(50 + 40 + 15);
    const south = (await ask('/research/api/calls/list', c.southAdmin, {}, HOSTS.south)).d.list as { title: string }[];
    expect(south).toHaveLength(2);
  });

  it('exports the records the office filters, as Excel, to the office only', async () => {
    const file = await t.app.inject({ method: 'GET', url: '/research/api/records/export?kind=paper&status=approved', headers: { cookie: c.admin, host: HOSTS.north } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const refused = await t.app.inject({ method: 'GET', url: '/research/api/records/export?kind=project', headers: { cookie: c.teacher, host: HOSTS.north } });
    expect(refused.body).toContain('10003');
  });

  it('shows another site nothing of this one', async () => {
    const callId = await publish();
    const { id, instanceId } = (await ask('/research/api/project/declare', c.teacher, project(callId))).d as { id: string; instanceId: string };
    expect((await ask('/research/api/project/mine', c.teacher, {}, HOSTS.south)).e).toBe(10013);
    const southRecords = (await ask('/research/api/records', c.southAdmin, {}, HOSTS.south)).d.list as { id: string }[];
    expect(southRecords.map((r) => r.id)).not.toContain(id);
    const southCalls = (await ask('/research/api/calls/list', c.southAdmin, {}, HOSTS.south)).d.list as { id: string }[];
    expect(southCalls.map((x) => x.id)).not.toContain(callId);
    expect(await ask('/research/api/calls/close', c.southAdmin, { id: callId }, HOSTS.south)).toMatchObject({ e: 10004 });
    expect((await ask('/workflow/api/instance/detail', c.southAdmin, { id: instanceId }, HOSTS.south)).e).toBe(10004);
    // A south declaration under the north call is refused: that call is not there.
    expect((await ask('/research/api/project/declare', c.southAdmin, project(callId), HOSTS.south)).e).toBe(10004);
  });
});
