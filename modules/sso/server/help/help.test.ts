import { describe, expect, it } from 'vitest';
import { askJson, call, HOSTS, serverForFile } from '@quad/server/test/harness';

type TBody = { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string> } };
const t = serverForFile(['admin', 'student', 'southAdmin']);
const { c } = t;
const ask = (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north) => askJson<TBody>(t.app, url, cookie, input, host);
/** What a visitor nobody signed in reads (public GETs). */
const read = async (url: string, host: string = HOSTS.north) => (await call(t.app, { url, host })).json() as TBody;

describe('sign-in help centre', () => {
  it('is public and seeded per site: guide, contact, and questions in order', async () => {
    const help = (await read('/sso/api/help')).d as { guide: string; contact: { phone: string; email: string }; signInEnabled: boolean };
    expect(help.guide).toContain('统一身份认证');
    expect(help.contact.email).toBe('help@north.edu.example');
    expect(help.signInEnabled).toBe(false);
    const faqs = (await read('/sso/api/help/faqs')).d.list as { id: string; question: string; sort: number }[];
    expect(faqs.length).toBeGreaterThanOrEqual(4);
    expect(faqs.map((f) => f.sort)).toEqual([...faqs.map((f) => f.sort)].sort((a, b) => a - b));
    const one = (await read(`/sso/api/help/faq?id=${faqs[0]!.id}`)).d as { answer: string };
    expect(one.answer.length).toBeGreaterThan(0);
    expect((await read('/sso/api/help', HOSTS.south)).d).toMatchObject({ contact: { email: 'help@south.edu.example' } });
  });

  it('lets administrators edit the texts and the questions, audited, and nobody else', async () => {
    expect((await ask('/sso/api/help/texts/save', c.admin, { guide: '<b>先</b>登录', contactPhone: '110', contactEmail: 'a@b.cn' })).e).toBe(0);
    expect((await read('/sso/api/help')).d).toMatchObject({ guide: '先登录', contact: { phone: '110', email: 'a@b.cn' } });
    const created = await ask('/sso/api/help/faq/save', c.admin, { question: '首个问题', answer: '解答', sort: 0 });
    expect(created.e).toBe(0);
    const id = (created.d as { id: string }).id;
    expect(((await read('/sso/api/help/faqs')).d.list as { id: string }[])[0]!.id).toBe(id);
    expect((await ask('/sso/api/help/faq/save', c.admin, { id, question: '改过的问题', answer: '解答', sort: 999 })).e).toBe(0);
    expect(((await read('/sso/api/help/faqs')).d.list as { id: string }[]).at(-1)!.id).toBe(id);
    expect((await ask('/sso/api/help/faq/delete', c.admin, { id })).e).toBe(0);
    expect((await read(`/sso/api/help/faq?id=${id}`)).e).toBe(10004);
    expect((await ask('/sso/api/help/faq/save', c.student, { question: 'x', answer: 'y' })).e).toBe(10003);
    expect((await ask('/sso/api/help/manage', c.student)).e).not.toBe(0);
    const audit = (await call(t.app, { url: '/admin/api/audit/list?action=sso.faq.delete', cookie: c.admin })).json().d.list as { target_id: string }[];
    expect(audit.map((a) => a.target_id)).toContain(id);
  });

  it('refuses bad input in Chinese and writes nothing', async () => {
    const before = (await ask('/sso/api/help/manage', c.admin)).d.faqs as unknown[];
    const bad = await ask('/sso/api/help/faq/save', c.admin, { question: '', answer: '解答' });
    expect(bad.e).toBe(10022);
    expect(bad.m).toBe('请填写问题');
    expect((await ask('/sso/api/help/faq/save', c.admin, { question: 'q', answer: 'a', sort: 'x' })).m).toBe('排序必须是整数');
    expect((await ask('/sso/api/help/texts/save', c.admin, { contactEmail: 'not-mail' })).m).toContain('邮箱格式不正确');
    expect((await ask('/sso/api/help/manage', c.admin)).d.faqs).toHaveLength(before.length);
  });

  it('keeps sites apart: one site’s questions are not found, edited or deleted from another', async () => {
    const northFaq = ((await read('/sso/api/help/faqs')).d.list as { id: string }[])[0]!.id;
    expect((await read(`/sso/api/help/faq?id=${northFaq}`, HOSTS.south)).e).toBe(10004);
    expect((await ask('/sso/api/help/faq/save', c.southAdmin, { id: northFaq, question: 'x', answer: 'y' }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/sso/api/help/faq/delete', c.southAdmin, { id: northFaq }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/sso/api/help/manage', c.admin, undefined, HOSTS.south)).e).toBe(10013);
    const southFaqs = (await ask('/sso/api/help/manage', c.southAdmin, undefined, HOSTS.south)).d.faqs as { id: string }[];
    expect(southFaqs.map((f) => f.id)).not.toContain(northFaq);
  });
});
