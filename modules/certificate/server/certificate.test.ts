import { describe, expect, it } from 'vitest';
import { pngImage, uploadMultipart } from '@quad/platform/server/files/test-files';
import { pdfFonts } from '@quad/platform/server/pdf/pdf-text';
import { askJson, call, HOSTS, serverForFile } from '@quad/server/test/harness';

type TBody = { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string> } };
type TItem = { id: string; instanceId: string; status: string; number: string; revoked: number };
type TTask = { id: string; instanceId: string };
type TVerify = { state: string; holder: string; typeName: string; number: string; office: string; revoked: number };

const t = serverForFile(['student', 'admin', 'other', 'southStudent', 'southAdmin']);
const { c } = t;
const ask = (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north) => askJson<TBody>(t.app, url, cookie, input, host);

let seq = 0;
const key = () => `cert_${Date.now()}_${seq++}`;
/** The demo site's 在读证明, which students may ask for. */
const studentType = async (cookie = c.student, host: string = HOSTS.north) => ((await ask('/certificate/api/types', cookie, {}, host)).d.list as { id: string; name: string }[]).find((type) => type.name === '在读证明')!;
const apply = async (extra: Record<string, unknown> = {}, cookie = c.student, host: string = HOSTS.north) =>
  ask('/certificate/api/apply', cookie, { typeId: (await studentType(cookie, host)).id, purpose: '办理护照', copies: 2, requestId: key(), ...extra }, host);
const mine = async (cookie = c.student, host: string = HOSTS.north) => (await ask('/certificate/api/mine', cookie, {}, host)).d.list as TItem[];
const taskOf = async (instanceId: string, cookie = c.admin, host: string = HOSTS.north) =>
  ((await ask('/workflow/api/tasks/backlog', cookie, { app: 'certificate' }, host)).d.list as TTask[]).find((task) => task.instanceId === instanceId);
const approve = async (instanceId: string, cookie = c.admin, host: string = HOSTS.north) => ask('/workflow/api/task/approve', cookie, { id: (await taskOf(instanceId, cookie, host))!.id }, host);
const pdf = (id: string, cookie = c.student, host: string = HOSTS.north) => call(t.app, { url: `/certificate/api/pdf?id=${id}`, cookie, host });
const verify = async (code: string, host: string = HOSTS.north) => (await call(t.app, { url: `/certificate/api/verify?code=${encodeURIComponent(code)}`, host })).json<TBody>().d as TVerify;

/** The verification code of an issued certificate, from its PDF: the QR code is also a link to the public page. */
async function codeOf(id: string): Promise<string> {
  const file = (await pdf(id)).rawPayload.toString('latin1');
  return decodeURIComponent(/\/URI \(http:\/\/localhost\/site\/certificate\/verify\?code=([^)]+)\)/.exec(file)![1]!);
}

/** A request asked for and approved: its id once issued. */
async function issued(): Promise<TItem> {
  const { id, instanceId } = (await apply()).d as { id: string; instanceId: string };
  expect((await approve(instanceId)).e).toBe(0);
  return (await mine()).find((item) => item.id === id)!;
}

describe('certificate', () => {
  it('goes to the office, and once approved downloads as a PDF whose code verifies publicly', async () => {
    const sent = await apply();
    expect(sent.e, sent.m).toBe(0);
    const { id, instanceId } = sent.d as { id: string; instanceId: string };
    expect((await mine()).find((item) => item.id === id)).toMatchObject({ status: 'running', number: '' });
    // Not approved yet: nothing to download.
    expect((await pdf(id)).json()).toMatchObject({ e: 1, m: '证明尚未开具，审批通过后才能下载' });

    expect((await approve(instanceId)).e).toBe(0);
    const item = (await mine()).find((i) => i.id === id)!;
    expect(item.status).toBe('approved');
    expect(item.number).toMatch(new RegExp(`^〔${new Date().getFullYear()}〕证字第\\d{4}号$`));

    const file = await pdf(id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.rawPayload.toString('latin1')).toContain('NotoSansSC');
    // Another person's request is not theirs to download.
    expect((await pdf(id, c.other)).json()).toMatchObject({ e: 10004 });

    const code = await codeOf(id);
    expect(code.length).toBeGreaterThanOrEqual(24);
    expect(await verify(code)).toMatchObject({ state: 'valid', holder: expect.stringMatching(/^\S{1,2}\*+$/), typeName: '在读证明', number: item.number, office: '教务处', revoked: 0 });
    expect(await verify('no-such-code-at-all')).toMatchObject({ state: 'unknown', holder: '' });
    // The same code on another site's address finds nothing.
    expect(await verify(code, HOSTS.south)).toMatchObject({ state: 'unknown' });
  });

  it('revokes a certificate: audited, verification says revoked, the PDF is no longer given', async () => {
    const item = await issued();
    expect((await ask('/certificate/api/manage/revoke', c.student, { id: item.id, reason: '信息有误' })).e).toBe(10003);
    const code = await codeOf(item.id);
    expect((await ask('/certificate/api/manage/revoke', c.admin, { id: item.id, reason: '信息有误' })).e).toBe(0);
    expect(await ask('/certificate/api/manage/revoke', c.admin, { id: item.id, reason: '再次' })).toMatchObject({ e: 1, m: '证明已经作废' });
    const result = await verify(code);
    expect(result.state).toBe('revoked');
    expect(result.revoked).toBeGreaterThan(0);
    expect((await pdf(item.id)).json()).toMatchObject({ e: 1 });
    const audit = await t.platform.database.db.selectFrom('audit_log').select(['action', 'after']).where('target_id', '=', item.id).execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'certificate.revoke', after: expect.stringContaining('信息有误') })]);
  });

  it('refuses bad input in Chinese and writes nothing; a retried request is one request', async () => {
    const before = (await mine()).length;
    expect(await apply({ typeId: 'nosuchtype' })).toMatchObject({ e: 1, m: '证明类型不存在或已停用' });
    expect(await apply({ copies: 0 })).toMatchObject({ e: 10022, m: '份数至少为1份' });
    expect(await apply({ copies: 11 })).toMatchObject({ e: 10022, m: '份数不能超过10份' });
    expect(await apply({ purpose: ' ' })).toMatchObject({ e: 10022, m: '请填写用途' });
    expect(await mine()).toHaveLength(before);

    const same = { requestId: key() };
    const [one, two] = await Promise.all([apply(same), apply(same)]);
    expect(two.d).toEqual(one.d);
    expect(await apply(same)).toMatchObject({ d: one.d });
    expect(await mine()).toHaveLength(before + 1);
  });

  it('keeps sites apart: another site sees none of it, by session or by id', async () => {
    const item = await issued();
    expect((await ask('/certificate/api/mine', c.student, {}, HOSTS.south)).e).toBe(10013);
    expect((await pdf(item.id, c.southStudent, HOSTS.south)).json()).toMatchObject({ e: 10004 });
    expect((await mine(c.southStudent, HOSTS.south)).map((i) => i.id)).not.toContain(item.id);
    const southRecords = (await ask('/certificate/api/manage/records', c.southAdmin, {}, HOSTS.south)).d.list as { id: string }[];
    expect(southRecords.map((r) => r.id)).not.toContain(item.id);
    expect((await ask('/certificate/api/manage/revoke', c.southAdmin, { id: item.id, reason: '跨站' }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/workflow/api/instance/detail', c.southAdmin, { id: item.instanceId }, HOSTS.south)).e).toBe(10004);
  });

  it('never gives two certificates approved at once the same number, and numbers without gaps', async () => {
    const sent = await Promise.all(Array.from({ length: 6 }, () => apply()));
    const instances = sent.map((s) => (s.d as { instanceId: string }).instanceId);
    const tasks = await Promise.all(instances.map((instanceId) => taskOf(instanceId)));
    const answers = await Promise.all(tasks.map((task) => ask('/workflow/api/task/approve', c.admin, { id: task!.id })));
    expect(answers.map((a) => a.e)).toEqual(instances.map(() => 0));
    const numbers = (await mine()).filter((item) => instances.includes(item.instanceId)).map((item) => Number(/第(\d+)号/.exec(item.number)![1]));
    expect(new Set(numbers).size).toBe(6);
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(sorted[5]! - sorted[0]!).toBe(5);
  });

  it('gives the office its records, filters, statistics and Excel export; types are managed and audited', async () => {
    const item = await issued();
    const records = await ask('/certificate/api/manage/records', c.admin, { keyword: item.number });
    expect((records.d.list as { id: string }[]).map((r) => r.id)).toEqual([item.id]);
    expect((await ask('/certificate/api/manage/records', c.student)).e).toBe(10003);
    const stats = (await ask('/certificate/api/manage/statistic', c.admin)).d as { byType: { name: string; issued: number }[]; byMonth: { issued: number }[] };
    expect(stats.byType.find((row) => row.name === '在读证明')!.issued).toBeGreaterThan(0);
    expect(stats.byMonth).toHaveLength(12);
    const excel = await call(t.app, { url: '/certificate/api/manage/records/export', cookie: c.admin });
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-type']).toContain('spreadsheetml');

    const saved = await ask('/certificate/api/manage/type/save', c.admin, { name: '成绩证明', office: '教务处', applicants: ['student'], template: '{realname}的成绩', approverRole: 'manager' });
    expect(saved.e, saved.m).toBe(0);
    expect(await ask('/certificate/api/manage/type/save', c.admin, { name: '坏类型', office: '教务处', applicants: ['student'], template: 'x', approverRole: 'nobody' })).toMatchObject({ e: 1, m: '审批角色不存在' });
    const types = (await ask('/certificate/api/types', c.student)).d.list as { name: string }[];
    expect(types.map((type) => type.name)).toContain('成绩证明');
    // A teacher's type is not offered to students.
    expect(types.map((type) => type.name)).not.toContain('在职证明');
  });

  it('prints the filled template and the uploaded seal of its type beside the QR code', async () => {
    const seal = (await uploadMultipart(t.app, { cookie: c.admin, name: 'seal.png', data: await pngImage(200, 200), declaredType: 'image/png' })).json<TBody>();
    expect(seal.e, seal.m).toBe(0);
    const saved = await ask('/certificate/api/manage/type/save', c.admin, {
      name: '学籍证明',
      office: '学生处',
      applicants: ['student'],
      template: '兹证明{realname}（学号{number}）为我校学生。用途：{purpose}。',
      approverRole: 'manager',
      seal: seal.d.file,
    });
    expect(saved.e, saved.m).toBe(0);
    const me = (await ask('/uc/wap/user/get-user-name', c.student)).d as { name: string; number: string };
    const sent = await apply({ typeId: (saved.d as { id: string }).id, purpose: '申请奖学金' });
    const { id, instanceId } = sent.d as { id: string; instanceId: string };
    expect((await approve(instanceId)).e).toBe(0);
    const file = (await pdf(id)).rawPayload;
    expect(file.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(2);
    const { chars } = pdfFonts(file);
    for (const char of `学生处学籍证明申请奖学金${me.name}${me.number}`) expect(chars, char).toContain(char);
  });
});
