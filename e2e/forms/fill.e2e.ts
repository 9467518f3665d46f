import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, serverAndBrowser, signIn } from '../harness';

const env = serverAndBrowser();

/** A real 2×2 PNG: the server re-encodes uploads, so the file must be a picture it can read. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

describe('a form from design to results (issue 5)', () => {
  it('designs a form with a child table and an image field, fills it on a phone and finds the answer in the results', async () => {
    // The administrator designs it on the desktop console.
    const desk = await newPage(env.browser, DESKTOP);
    const admin = desk.page;
    await admin.goto(env.server.url('/site/formAdmin/index'));
    await signIn(admin, 'admin', 'admin123');
    await admin.getByRole('button', { name: '新建表单' }).click();
    await admin.getByRole('dialog').getByLabel('表单名称').fill('社团招新报名');
    await admin.getByRole('button', { name: '创建并设计' }).click();
    await admin.waitForURL((url) => url.pathname === '/site/formAdmin/design');
    const palette = admin.getByRole('group', { name: '字段类型' });
    await palette.getByRole('button', { name: '单行文本' }).click();
    await admin.getByLabel('字段名称').fill('想加入的社团');
    await palette.getByRole('button', { name: '子表' }).click();
    await admin.getByLabel('字段名称').fill('同行同学');
    await palette.getByRole('button', { name: '图片' }).click();
    await admin.getByLabel('字段名称').fill('生活照');
    await admin.getByRole('tab', { name: '表单设置' }).click();
    await admin.getByRole('switch', { name: '全校可填' }).click();
    await admin.getByRole('button', { name: '发布' }).click();
    await admin.getByText('已发布为第 1 版').waitFor();
    const formNo = Number(/编号 (\d+)/.exec(await admin.locator('body').innerText())?.[1]);
    expect(formNo).toBeGreaterThan(0);

    // A student fills it on the phone: text, one table row, one photo.
    const phone = await newPage(env.browser, PHONE);
    const student = phone.page;
    await student.goto(env.server.url(`/site/form/formtemplat?formid=${formNo}`));
    await signIn(student);
    await student.getByRole('heading', { name: '社团招新报名' }).waitFor();
    await student.getByLabel('想加入的社团').fill('摄影协会');
    await student.getByRole('button', { name: '+ 添加一行' }).click();
    await student.getByRole('region', { name: '第1行' }).getByRole('textbox').first().fill('李同学');
    await student.locator('input[type="file"][accept="image/*"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await student.locator('.ff-uploads img').first().waitFor();
    await student.getByRole('button', { name: '提交' }).click();
    await student.getByText('您将提交以下信息，是否确认？').waitFor();
    await student.getByRole('button', { name: '确定' }).click();
    await student.getByText('提交成功').waitFor();

    // The administrator finds it among the results, with the table row and the photo.
    await admin.getByRole('link', { name: '结果' }).click();
    await admin.waitForURL((url) => url.pathname === '/site/formAdmin/results');
    const row = admin.locator('.ant-table-row').filter({ hasText: '摄影协会' });
    await row.waitFor();
    expect(await row.innerText()).toContain('学生演示账号');
    expect(await row.innerText()).toMatch(/1\s*行/);
    // The printed answer spells the table out, and shows the photo.
    await row.getByRole('button', { name: '打印' }).click();
    await admin.waitForURL((url) => url.pathname === '/site/formAdmin/print');
    await admin.getByText('李同学').waitFor();
    await admin.locator('img[src*="attach"]').first().waitFor();
    await desk.context.close();
    await phone.context.close();
  });
});
