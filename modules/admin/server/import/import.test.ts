import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { uploadMultipart, zipOf } from '@quad/platform/server/files/test-files';
import { call, HOSTS, login, serverForFile } from '@quad/server/test/harness';

const t = serverForFile(['admin']);
const { c } = t;

const HEADER = '账号,姓名,学工号,身份,院系,班级,手机号,邮箱,初始密码';
const countUsers = async (site = 'north') =>
  Number(
    (
      await t.platform.database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('site_id', '=', site)
        .executeTakeFirstOrThrow()
    ).n,
  );

async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('人员');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Text as GB18030 bytes (Node decodes it but has no encoder): the two-byte codes are looked up by decoding them. */
function gb18030(text: string): Buffer {
  const decoder = new TextDecoder('gb18030');
  const codes = new Map<string, Buffer>();
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) codes.set(decoder.decode(Uint8Array.of(lead, trail)), Buffer.of(lead, trail));
  }
  return Buffer.concat([...text].map((c) => (c.charCodeAt(0) < 0x80 ? Buffer.from(c) : (codes.get(c) ?? Buffer.from('?')))));
}

/** The people file as the console's import screen sends it: multipart, with the mode beside the file. */
async function importFile(data: Buffer | string, options: { name?: string; mode?: 'all' | 'valid'; cookie?: string; host?: string } = {}) {
  const res = await uploadMultipart(t.app, {
    url: '/admin/api/users/import',
    cookie: options.cookie ?? c.admin,
    host: options.host,
    name: options.name ?? '名单.csv',
    data: Buffer.from(data),
    fields: options.mode ? { mode: options.mode } : {},
  });
  return res.json();
}

async function waitForJob(id: string, cookie = c.admin, host: string = HOSTS.north) {
  for (let i = 0; i < 200; i++) {
    const job = (await call(t.app, { url: `/admin/api/users/import-status?id=${id}`, cookie, host })).json().d;
    if (job.status !== 'running') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('import did not finish');
}

describe('people import', () => {
  it('5,000 rows with one bad row: reports that row and imports nothing', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 5000; i++) lines.push(`s${i},学生${i},2030${String(i).padStart(6, '0')},学生,计算机学院,计科2401班,,,`);
    lines[1234 + 1] = 's1234,学生1234,20301234,外星人,计算机学院,计科2401班,12345,,';
    const before = await countUsers();
    const res = await importFile(lines.join('\r\n'));
    expect(res.e).toBe(0);
    expect(res.d.total).toBe(5000);
    expect(res.d.job_id).toBe('');
    expect(res.d.errors).toEqual([
      { row: 1236, field: '手机号', message: '手机号格式不正确' },
      { row: 1236, field: '身份', message: '身份应为 学生、教师、职工 或 访客' },
    ]);
    expect(await countUsers()).toBe(before);
  });

  it('imports an Excel file uploaded by the administrator, and an imported person signs in', async () => {
    const data = await xlsxOf([
      HEADER.split(','),
      ['lina', '李娜', 2025010001, '学生', '计算机学院', '软工2402班', '13900000000', 'lina@example.edu', ''],
      ['wangfang', '王芳', '', '教师', '数学学院', '', '', '', 'Init2025!'],
      ['guest1', '访客甲', '', '访客', '', '', '', '', ''],
    ]);
    const res = await importFile(data, { name: '新生名单.xlsx' });
    expect(res.d).toMatchObject({ total: 3, errors: [] });
    const job = await waitForJob(res.d.job_id);
    expect(job).toMatchObject({ status: 'done', total: 3, created: 3, updated: 0 });
    // Rows without an initial password get a random one (not the number), listed once.
    const random = expect.stringMatching(/^[A-Za-z2-9]{10}$/);
    expect(job.passwords).toEqual([
      { row: 2, username: 'lina', password: random },
      { row: 4, username: 'guest1', password: random },
    ]);
    const lina = await login(t.app, 'lina', job.passwords[0].password);
    const info = (await call(t.app, { url: '/uc/wap/user/get-info', cookie: lina })).json().d.base;
    expect(info).toMatchObject({ realname: '李娜', department: '计算机学院', class_name: '软工2402班', mobile: '13900000000' });
    await login(t.app, 'wangfang', 'Init2025!');
    await login(t.app, 'guest1', job.passwords[1].password);
    const again = await waitForJob(res.d.job_id);
    expect(again.passwords).toEqual([]);
  });

  it('with mode=valid imports the good rows and reports the bad ones', async () => {
    const csv = [HEADER, 'zhao1,赵一,2025020001,学生,数学学院,数学2401班,,,', 'zhao2,,2025020002,学生,数学学院,没有这个班,,,'].join('\n');
    const res = await importFile(csv, { mode: 'valid' });
    expect(res.d.errors).toEqual([
      { row: 3, field: '姓名', message: '请填写姓名' },
      { row: 3, field: '班级', message: '班级“没有这个班”不存在于该院系' },
    ]);
    const job = await waitForJob(res.d.job_id);
    expect(job.created).toBe(1);
    await login(t.app, 'zhao1', job.passwords[0].password);
  });

  it('refuses a file without the required columns, a zip that is no workbook, and a request without a file', async () => {
    expect(await importFile('姓名,学号\n张三,1')).toMatchObject({ e: 10022, m: '第一行缺少列：账号、身份' });
    expect(await importFile(zipOf({ 'a.txt': 'a' }), { name: 'a.xlsx' })).toMatchObject({
      e: 10022,
      m: '只能导入 Excel（.xlsx）或 CSV 文件',
    });
    expect((await call(t.app, { url: '/admin/api/users/import', cookie: c.admin, json: {} })).json()).toMatchObject({
      e: 10022,
      m: '请选择要上传的文件',
    });
  });

  it('reads a CSV saved by Excel in China (GB18030) as well as UTF-8', async () => {
    const csv = `${HEADER}\ngbk1,高博凯,2025030001,学生,数学学院,数学2401班,,,`;
    const res = await importFile(gb18030(csv));
    expect(res.d).toMatchObject({ total: 1, errors: [] });
    expect(await waitForJob(res.d.job_id)).toMatchObject({ status: 'done', created: 1 });
    const person = await t.platform.database.db
      .selectFrom('users')
      .select(['realname'])
      .where('site_id', '=', 'north')
      .where('username', '=', 'gbk1')
      .executeTakeFirst();
    expect(person).toEqual({ realname: '高博凯' });
  });

  it('makes imported people findable by pinyin, and a renaming import by the new name only', async () => {
    const found = async (q: string) =>
      ((await call(t.app, { url: `/admin/api/users/list?q=${q}`, cookie: c.admin })).json().d.list as { username: string }[]).map(
        (u) => u.username,
      );
    const first = await importFile(`${HEADER}\npy1,欧阳修,2025040001,教师,数学学院,,,,Init2025!`);
    expect(await waitForJob(first.d.job_id)).toMatchObject({ status: 'done', created: 1 });
    expect(await found('ouyangxiu')).toEqual(['py1']);
    expect(await found('oyx')).toEqual(['py1']);
    const renamed = await importFile(`${HEADER}\npy1,司马光,2025040001,教师,数学学院,,,,`);
    expect(await waitForJob(renamed.d.job_id)).toMatchObject({ status: 'done', updated: 1 });
    expect(await found('ouyangxiu')).toEqual([]);
    expect(await found('simaguang')).toEqual(['py1']);
  });

  it('checks a 5 MB CSV whole: every row is read, the wrong one reported', async () => {
    const lines = [HEADER];
    for (let i = 0, size = 0; size < 5 * 1024 * 1024; i++) {
      lines.push(`big${i},大文件${i},2040${String(i).padStart(6, '0')},学生,计算机学院,计科2401班,13800000000,big${i}@example.edu,`);
      size += Buffer.byteLength(lines[lines.length - 1]) + 1;
    }
    lines.push('bad,坏行,1,外星人,计算机学院,计科2401班,,,');
    const res = await importFile(lines.join('\n'));
    expect(res.e).toBe(0);
    expect(res.d.total).toBe(lines.length - 1);
    expect(res.d.errors).toEqual([{ row: lines.length, field: '身份', message: '身份应为 学生、教师、职工 或 访客' }]);
  });

  it('refuses a file over 20 MB in the user’s terms', async () => {
    expect(await importFile(Buffer.alloc(20 * 1024 * 1024 + 1, 'a'))).toMatchObject({ e: 10022, m: '文件不能超过20MB' });
  });
});

/** A workbook written by hand: one sheet of inline strings, `padding` spaces of XML whitespace after its rows. */
function handMadeXlsx(rows: string[][], padding = 0, declaredSheetSize?: number): Buffer {
  const main = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const cells = (row: string[], r: number) =>
    row.map((v, c) => `<c r="${String.fromCharCode(65 + c)}${r}" t="inlineStr"><is><t>${v}</t></is></c>`).join('');
  const sheet = `<worksheet ${main}><sheetData>${rows.map((row, i) => `<row r="${i + 1}">${cells(row, i + 1)}</row>`).join('')}</sheetData>${' '.repeat(padding)}</worksheet>`;
  return zipOf(
    {
      '[Content_Types].xml': '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      '_rels/.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      'xl/workbook.xml': `<workbook ${main} xmlns:r="${rel}"><sheets><sheet name="人员" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      'xl/worksheets/sheet1.xml': sheet,
    },
    { deflate: true, declaredSizes: declaredSheetSize ? { 'xl/worksheets/sheet1.xml': declaredSheetSize } : undefined },
  );
}

describe('people import of a zip bomb', () => {
  const header = HEADER.split(',');
  const importXlsx = (data: Buffer) => importFile(data, { name: '名单.xlsx' });
  const REFUSED = 'Excel 文件解压后过大（不能超过100MB）或已损坏，请另存为 .xlsx 或分批导入';

  it('reads a hand-made workbook of inline strings', async () => {
    const res = await importXlsx(handMadeXlsx([header, ['bomb0', '包小明', '2099000001', '学生', '', '', '', '', '']]));
    expect(res.d).toMatchObject({ total: 1, errors: [] });
  });

  it('refuses a workbook that inflates far beyond its size, before parsing it', async () => {
    const bomb = handMadeXlsx([header], 30 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(300 * 1024);
    expect(await importXlsx(bomb)).toMatchObject({ e: 10022, m: REFUSED });
  });

  it('refuses a workbook whose headers understate what it inflates to', async () => {
    const liar = handMadeXlsx([header], 30 * 1024 * 1024, 4096);
    expect(await importXlsx(liar)).toMatchObject({ e: 10022, m: REFUSED });
  });
});

describe('people export', () => {
  it('writes every person of the site to Excel in the import layout, and reading it back updates rather than duplicates', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin/api/users/export',
      headers: { host: HOSTS.south, cookie: await login(t.app, 'admin', 'admin123', HOSTS.south) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''%E4%BA%BA%E5%91%98.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(HEADER.split(','));
    expect(sheet.rowCount).toBe(64);
    const names = sheet.getColumn(5).values.slice(2) as string[];
    expect(names).not.toContain('计算机学院');
    expect(names).toContain('海洋科学学院');
    const csv = [
      HEADER,
      ...sheet
        .getSheetValues()
        .slice(2)
        .map((r) =>
          (r as string[])
            .slice(1, 10)
            .map((v) => v ?? '')
            .join(','),
        ),
    ].join('\n');
    const southAdmin = await login(t.app, 'admin', 'admin123', HOSTS.south);
    const again = await importFile(csv, { cookie: southAdmin, host: HOSTS.south });
    expect(again.d.errors).toEqual([]);
    expect(await waitForJob(again.d.job_id, southAdmin, HOSTS.south)).toMatchObject({ created: 0, updated: 63 });
    expect(await countUsers('south')).toBe(63);
  });

  it('is only for people administrators', async () => {
    const student = await login(t.app, 'student', 'student123');
    const res = await t.app.inject({ method: 'GET', url: '/admin/api/users/export', headers: { host: HOSTS.north, cookie: student } });
    expect(res.json().e).toBe(10003);
  });
});
