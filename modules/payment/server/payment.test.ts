import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { checkBalances } from '@quad/ledger-engine/server';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { uploadMultipart } from '@quad/platform/server/files/test-files';
import { pdfFonts } from '@quad/platform/server/pdf/pdf-text';
import { askJson, call, HOSTS, serverForFile, withinOneSecond } from '@quad/server/test/harness';

type TBody = { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string>; reason?: string } };
type TFee = { id: string; title: string; amountFen: number; state: string; orderId: string };

const t = serverForFile(['student', 'other', 'admin', 'southAdmin', 'southStudent']);
const { c } = t;
const ask = (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north) =>
  askJson<TBody>(t.app, url, cookie, input, host);

let seq = 0;
const key = () => `req_${Date.now()}_${seq++}`;
const now = () => Math.floor(Date.now() / 1000);

async function fees(cookie: string, host: string = HOSTS.north): Promise<TFee[]> {
  const body = await ask('/payment/api/fees', cookie, {}, host);
  expect(body.e).toBe(0);
  return body.d.list as TFee[];
}

/** A new item of the north site for everyone, as the finance office saves it. */
async function newItem(extra: Record<string, unknown> = {}): Promise<string> {
  const body = await ask('/payment/api/manage/save', c.admin, {
    title: `测试缴费${seq++}`,
    category: 'exam',
    payee: '计划财务处',
    perPerson: false,
    amountFen: 1234,
    deadline: now() + 3600,
    published: true,
    all: true,
    departments: [],
    classes: [],
    roles: [],
    people: [],
    ...extra,
  });
  expect(body.e, body.m).toBe(0);
  return (body.d as { id: string }).id;
}

/** Goes through the demo cashier as a payer's browser does: the cashier page, then 确认支付. */
async function payAtDemoCashier(url: string): Promise<string> {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  const page = await call(t.app, { url: path });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('确认支付');
  const confirmed = await call(t.app, { url: path, form: { confirm: '1' }, headers: { origin: 'http://localhost' } });
  expect(confirmed.statusCode).toBe(303);
  return String(confirmed.headers.location);
}

async function payWithDemo(itemId: string, cookie = c.student): Promise<string> {
  const paid = await ask('/payment/api/pay', cookie, { id: itemId, method: 'demo', requestId: key() });
  expect(paid.e, paid.m).toBe(0);
  const { orderId, start } = paid.d as { orderId: string; start: { kind: string; url: string } };
  expect(start.kind).toBe('redirect');
  expect(await payAtDemoCashier(start.url)).toContain(`payment/result?order=${orderId}`);
  return orderId;
}

describe('the fee hall', () => {
  it('shows my items with my own amounts, and none of another school', async () => {
    const mine = await fees(c.student);
    expect(mine.find((f) => f.title === '2026年下半年英语四级考试报名费')).toMatchObject({ amountFen: 3000, state: 'unpaid' });
    expect(mine.find((f) => f.title === '2026-2027学年教材费')).toMatchObject({ amountFen: 26850 });
    expect(mine.find((f) => f.title.startsWith('2025-2026学年住宿费'))).toMatchObject({ state: 'closed' });
    expect((await fees(c.other)).find((f) => f.title === '2026-2027学年教材费')).toMatchObject({ amountFen: 31200 });
    const south = await fees(c.southStudent, HOSTS.south);
    const northIds = new Set(mine.map((f) => f.id));
    expect(south.some((f) => northIds.has(f.id))).toBe(false);
    expect((await ask('/payment/api/fee', c.southStudent, { id: mine[0]!.id }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/payment/api/fees', c.student, {}, HOSTS.south)).e).toBe(10013);
  });
});

describe('paying with the demo provider', () => {
  it('pays once, shows the result, the receipt and its check, and refuses paying again', async () => {
    const itemId = await newItem();
    const orderId = await payWithDemo(itemId);
    const detail = await ask('/payment/api/order', c.student, { id: orderId });
    expect(detail.d.order).toMatchObject({ state: 'paid', paidFen: 1234, method: 'demo' });
    expect((detail.d.events as { to: string }[]).map((e) => e.to)).toEqual(['created', 'paying', 'paid']);
    expect((await fees(c.student)).find((f) => f.id === itemId)).toMatchObject({ state: 'paid', orderId });
    const again = await ask('/payment/api/pay', c.student, { id: itemId, method: 'demo', requestId: key() });
    expect(again.m).toBe('该项目已缴费，请勿重复缴费');

    const receipt = await call(t.app, { url: `/payment/api/receipt?id=${orderId}`, cookie: c.student });
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect([...pdfFonts(receipt.rawPayload).chars].join('')).toContain('收');
    expect((await call(t.app, { url: `/payment/api/receipt?id=${orderId}`, cookie: c.other })).json().e).toBe(10004);
    // The receipt's QR links the public check page with its code: what a scan opens.
    const code = decodeURIComponent(/payment\/receipt\?code=([^)\s>]+)/.exec(receipt.rawPayload.toString('latin1'))?.[1] ?? '');
    expect(code).not.toBe('');
    const checkOn = async (token: string, host: string = HOSTS.north) =>
      (await call(t.app, { url: `/payment/api/receipt/check?code=${encodeURIComponent(token)}`, host })).json().d as Record<
        string,
        unknown
      >;
    expect(await checkOn(code)).toMatchObject({ genuine: true, amountFen: 1234, payer: expect.stringContaining('*') });
    expect((await checkOn(code, HOSTS.south)).genuine).toBe(false);
    expect((await checkOn(`${code}x`)).genuine).toBe(false);
  });

  it('my bills of the month list orders of every kind with what they came to', async () => {
    const month = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
    const before = (await ask('/payment/api/bills', c.student, { month })).d as { netFen: number };
    const itemId = await newItem({ amountFen: 777 });
    const orderId = await payWithDemo(itemId);
    const bills = (await ask('/payment/api/bills', c.student, { month })).d as { list: { id: string }[]; netFen: number };
    expect(bills.list.map((o) => o.id)).toContain(orderId);
    expect(bills.netFen).toBe(before.netFen + 777);
    expect(((await ask('/payment/api/bills', c.student, { month: '2001-01' })).d as { list: unknown[] }).list).toEqual([]);
    expect((await ask('/payment/api/bills', c.student, { month: '2001-1' })).e).not.toBe(0);
  });

  it('two taps at once make one order', async () => {
    const itemId = await newItem();
    const [a, b] = await Promise.all(
      [1, 2].map(() => ask('/payment/api/pay', c.student, { id: itemId, method: 'demo', requestId: key() })),
    );
    expect((a!.d as { orderId: string }).orderId).toBe((b!.d as { orderId: string }).orderId);
  });

  it('a forged notification is refused and an unknown provider is not found', async () => {
    const forged = await call(t.app, {
      url: '/api/ledger/notify/demo',
      headers: { 'content-type': 'application/json', 'x-demo-pay-signature': 'q1.x.1.y' },
      json: { orderNo: 'Q1', amountFen: 1 },
    });
    expect(forged.statusCode).toBe(500);
    expect((await call(t.app, { url: '/api/ledger/notify/paypal', json: {} })).statusCode).toBe(404);
  });
});

describe('the wallet', () => {
  it('tops up at the demo cashier and pays an item from the balance', async () => {
    const top = await ask('/wallet/api/topup', c.other, { amountFen: 5000, method: 'demo', requestId: key() });
    expect(top.e, top.m).toBe(0);
    await payAtDemoCashier((top.d as { start: { url: string } }).start.url);
    expect((await ask('/wallet/api/summary', c.other)).d).toMatchObject({ balanceFen: 5000, methods: ['demo'] });
    const itemId = await newItem({ amountFen: 1200 });
    const paid = await ask('/payment/api/pay', c.other, { id: itemId, method: 'wallet', requestId: key() });
    expect(paid.d).toMatchObject({ start: { kind: 'paid' } });
    const records = (await ask('/wallet/api/records', c.other, {})).d.list as {
      kind: string;
      amountFen: number;
      balanceFen: number;
      id: string;
    }[];
    expect(records.slice(0, 2).map((r) => [r.kind, r.amountFen, r.balanceFen])).toEqual([
      ['spend', -1200, 3800],
      ['topup', 5000, 5000],
    ]);
    expect((await ask('/wallet/api/record', c.student, { id: records[0]!.id })).e).toBe(10004);
    const tooMuch = await newItem({ amountFen: 999_999 });
    expect((await ask('/payment/api/pay', c.other, { id: tooMuch, method: 'wallet', requestId: key() })).m).toBe('钱包余额不足');
  });

  it('refuses amounts with fractions of a fen, zero or above the limit', async () => {
    for (const amountFen of [12.5, 0, -100, 100_001]) {
      const body = await ask('/wallet/api/topup', c.other, { amountFen, method: 'demo', requestId: key() });
      expect(body.e).not.toBe(0);
      expect(body.m).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

describe('refunds and the finance console', () => {
  it('a payer asks, the office approves, the money goes back and never more than was paid', async () => {
    const itemId = await newItem({ amountFen: 5000 });
    const orderId = await payWithDemo(itemId);
    const over = await ask('/payment/api/refund', c.student, { id: orderId, amountFen: 5001, reason: '多退', requestId: key() });
    expect(over.m).toBe('退款金额超过可退金额');
    expect((await ask('/payment/api/refund', c.other, { id: orderId, amountFen: 100, reason: '别人的', requestId: key() })).e).toBe(10004);
    const asked = await ask('/payment/api/refund', c.student, { id: orderId, amountFen: 2000, reason: '报名重复', requestId: key() });
    expect(asked.d).toMatchObject({ state: 'requested' });
    const waiting = (await ask('/payment/api/manage/refunds', c.admin, {})).d.list as { id: string; payerName: string }[];
    expect(waiting.map((r) => r.id)).toContain((asked.d as { id: string }).id);
    expect((await ask('/payment/api/manage/refunds', c.southAdmin, {}, HOSTS.south)).d.list).toEqual([]);
    const decided = await ask('/payment/api/manage/refund/decide', c.admin, { id: (asked.d as { id: string }).id, approve: true });
    expect(['processing', 'succeeded']).toContain((decided.d as { state: string }).state);
    // Approved through the refund flow; the money is sent once the decision commits.
    await withinOneSecond(
      async () =>
        ((await ask('/payment/api/manage/order', c.admin, { id: orderId })).d as { order: { refundedFen: number } }).order.refundedFen ===
        2000,
    );
    const office = await ask('/payment/api/manage/order', c.admin, { id: orderId });
    expect(office.d).toMatchObject({ order: { refundedFen: 2000, state: 'paid' }, refundableFen: 3000 });
    expect((await ask('/payment/api/manage/order', c.southAdmin, { id: orderId }, HOSTS.south)).e).toBe(10004);
    expect(
      (await ask('/payment/api/manage/refund', c.admin, { id: orderId, amountFen: 3000, reason: '取消考试', requestId: key() })).d,
    ).toMatchObject({ state: 'succeeded' });
    expect((await ask('/payment/api/order', c.student, { id: orderId })).d.order).toMatchObject({ state: 'refunded' });
  });

  it('lists orders by filter, exports them, reconciles the day clean and keeps the books balanced', async () => {
    const itemId = await newItem();
    const orderId = await payWithDemo(itemId);
    const listed = await ask('/payment/api/manage/orders', c.admin, { item: itemId, state: 'paid' });
    expect(listed.d.list).toEqual([expect.objectContaining({ id: orderId, payerName: expect.any(String) })]);
    expect((await ask('/payment/api/manage/orders', c.southAdmin, { item: itemId }, HOSTS.south)).d.list).toEqual([]);
    expect((await ask('/payment/api/manage/orders', c.student, {})).e).not.toBe(0);
    const file = await call(t.app, { url: `/payment/api/manage/export?item=${itemId}`, cookie: c.admin });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const day = new Date((now() + 8 * 3600) * 1000).toISOString().slice(0, 10);
    const report = await ask('/payment/api/manage/reconcile', c.admin, { day });
    expect(report.d).toMatchObject({ missing: [], extra: [], different: [] });
    expect((report.d as { matched: number }).matched).toBeGreaterThan(0);
    expect((await ask('/payment/api/manage/ledger-check', c.admin)).d).toMatchObject({ balanced: true });
    const check = await checkBalances(new SiteDb(t.platform.database.db, 'north'));
    expect(check.total).toBe(0);
    const daily = (await ask('/payment/api/manage/daily', c.admin, { days: 7 })).d.list as { paidFen: number }[];
    expect(daily.at(-1)!.paidFen).toBeGreaterThan(0);
  });

  it('refuses a per-person list naming someone unknown, and an amount change after payment', async () => {
    const bad = await ask('/payment/api/manage/save', c.admin, {
      title: '按人收费',
      category: 'book',
      payee: '财务处',
      perPerson: true,
      payers: 'student 12.30\nnobody_here 5\nother 1.234',
      deadline: now() + 3600,
      published: true,
      all: false,
      departments: [],
      classes: [],
      roles: [],
      people: [],
    });
    expect(bad.d.errors?.payers).toContain('第2行学工号不存在');
    expect(bad.d.errors?.payers).toContain('第3行金额不正确');
    const itemId = await newItem({ amountFen: 800 });
    await payWithDemo(itemId);
    const detail = (await ask('/payment/api/manage/item', c.admin, { id: itemId })).d;
    const changed = await ask('/payment/api/manage/save', c.admin, { ...detail, id: itemId, amountFen: 900 });
    expect(changed.m).toContain('已有人缴费');
    expect((await ask('/payment/api/manage/delete', c.admin, { id: itemId })).m).toContain('已有订单');
  });
});

async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('缴费名单');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The per-person amounts as the item drawer uploads them. */
const importPayers = async (data: Buffer, options: { cookie?: string; host?: string; name?: string } = {}) =>
  (
    await uploadMultipart(t.app, {
      url: '/payment/api/manage/payers/import',
      cookie: options.cookie ?? c.admin,
      host: options.host,
      name: options.name ?? '名单.xlsx',
      data,
    })
  ).json() as TBody;

describe('per-person amounts from Excel', () => {
  it('reads a sheet into the payer lines, amounts to the fen, saving nothing', async () => {
    const data = await xlsxOf([['姓名', '学工号', '金额'], ['学生', 'student', 12.3], [], ['另一位', '2024010002', '0.1']]);
    const body = await importPayers(data);
    expect(body.e, body.m).toBe(0);
    expect(body.d).toEqual({ payers: 'student 12.30\n2024010002 0.10', count: 2, totalFen: 1240 });
  });

  it('names the Excel rows of unknown people and bad amounts, and refuses a sheet without the columns', async () => {
    const bad = await importPayers(
      await xlsxOf([
        ['工号', '金额（元）'],
        ['student', 1.5],
        ['nobody_here', 2],
        ['other', 1.234],
      ]),
    );
    expect(bad.e).toBe(10022);
    expect(bad.d.errors?.payers).toContain('第3行学工号不存在：nobody_here');
    expect(bad.d.errors?.payers).toContain('第4行金额不正确');
    expect(
      (
        await importPayers(
          await xlsxOf([
            ['学号', '姓名'],
            ['student', '学生'],
          ]),
        )
      ).m,
    ).toBe('第一行缺少列：金额');
    expect((await importPayers(await xlsxOf([]))).m).toContain('表格是空的');
    expect((await importPayers(await xlsxOf([['学工号', '金额']]))).m).toContain('没有缴费人');
  });

  it('refuses what is not an .xlsx whatever its name, and more than 5 MB', async () => {
    const csv = await importPayers(Buffer.from('学工号,金额\nstudent,1\n'), { name: '名单.xlsx' });
    expect(csv.e).toBe(10022);
    expect(csv.m).toContain('只能导入 Excel（.xlsx）文件');
    const zip = await importPayers(Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64)]));
    expect(zip.m).toContain('只能导入 Excel');
    expect((await importPayers(Buffer.alloc(5 * 1024 * 1024 + 1))).e).not.toBe(0);
  });

  it('is the finance office’s own: another site sees none of this one’s people, a student is refused', async () => {
    const data = await xlsxOf([
      ['学工号', '金额'],
      ['2024010002', 5],
    ]);
    const south = await importPayers(data, { cookie: c.southAdmin, host: HOSTS.south });
    expect(south.d.errors?.payers).toContain('第2行学工号不存在：2024010002');
    expect((await importPayers(data, { cookie: c.admin, host: HOSTS.south })).e).not.toBe(0);
    expect((await importPayers(data, { cookie: c.student })).e).not.toBe(0);
    expect((await call(t.app, { url: '/payment/api/manage/payers/template', cookie: c.student })).headers['content-type']).not.toContain(
      'spreadsheetml',
    );
  });

  it('offers a template that imports as it is', async () => {
    const file = await call(t.app, { url: '/payment/api/manage/payers/template', cookie: c.admin });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0]!.getRow(1).values).toEqual([undefined, '学工号', '姓名', '金额']);
    // Its example person is nobody here: the check names the row.
    expect((await importPayers(file.rawPayload)).d.errors?.payers).toContain('第2行学工号不存在：2025010001');
  });
});
