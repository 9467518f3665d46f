import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { confirmPicker, DESKTOP, newPage, openPicker, serverAndBrowser, signIn, wheelItem } from '../harness';

const env = serverAndBrowser();

/** Screenshots of the forms console at 1280×800, for people to look at (test-results/ is not committed). */
const SHOTS = path.resolve(import.meta.dirname, '../../test-results/forms');

async function shoot(page: Page, name: string): Promise<void> {
  await page.locator('.ant-spin-blur, .ant-spin-spinning').first().waitFor({ state: 'detached' });
  await page.waitForTimeout(400);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe('forms console (issue 5)', () => {
  it('lists forms in the admin menu, designs a new one with a condition, publishes it and shows its results', async () => {
    const { context, page } = await newPage(env.browser, DESKTOP);
    await page.goto(env.server.url('/site/admin/index'));
    await signIn(page, 'admin', 'admin123');
    // The admin console's menu carries the forms area's screen, declared in its manifest.
    await page.getByRole('link', { name: '表单管理' }).first().click();
    await page.waitForURL((url) => url.pathname === '/site/formAdmin/index');
    await page.locator('.ant-table-row').first().waitFor();
    await shoot(page, 'list');

    await page.getByRole('button', { name: '新建表单' }).click();
    await page.getByRole('dialog').getByLabel('表单名称').fill('端到端测试表单');
    await page.getByRole('button', { name: '创建并设计' }).click();
    await page.waitForURL((url) => url.pathname === '/site/formAdmin/design');

    await page.getByRole('group', { name: '字段类型' }).getByRole('button', { name: '单选' }).click();
    await page.getByRole('group', { name: '字段类型' }).getByRole('button', { name: '单行文本' }).click();
    await page.getByLabel('字段名称').fill('原因');
    // Shown only when the first field's answer is 选项2.
    await page.getByLabel('条件字段').click();
    await page.locator('.ant-select-item-option[title="单选"]').click();
    await page.getByLabel('条件值').click();
    await page.locator('.ant-select-item-option[title="选项2"]').click();
    await shoot(page, 'design');

    // A choice without options: the server's design error shows beside the field's options.
    await page.getByRole('group', { name: '字段类型' }).getByRole('button', { name: '多选' }).click();
    const props = page.getByRole('region', { name: '字段属性' });
    await props.getByRole('button', { name: '删除' }).first().click();
    await props.getByRole('button', { name: '删除' }).first().click();
    await page.getByRole('button', { name: '保存' }).click();
    await props.getByText('请为“多选”添加选项').waitFor();
    await props.getByRole('button', { name: '添加选项' }).click();

    // Leaving with unsaved changes asks first.
    await page.getByRole('link', { name: '返回表单列表' }).click();
    await page.getByText('离开设计页面？').waitFor();
    await page.getByRole('button', { name: '留在此页' }).click();
    await page.getByText('离开设计页面？').waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/site/formAdmin/design');

    await page.getByRole('tab', { name: '手机预览' }).click();
    const phone = page.getByRole('region', { name: '手机预览' });
    await phone.getByRole('button', { name: '单选 请选择' }).waitFor();
    expect(await phone.getByText('原因').count()).toBe(0);
    const wheel = await openPicker(page, '单选 请选择', 'click');
    await wheelItem(wheel, '选项2').click();
    await confirmPicker(wheel, 'click');
    await phone.getByText('原因').waitFor();
    await shoot(page, 'preview');

    await page.getByRole('button', { name: '发布' }).click();
    await page.getByText('已发布为第 1 版').waitFor();
    await page.getByRole('tab', { name: '表单设置' }).click();
    await shoot(page, 'settings');
    await page.getByRole('tab', { name: '数据源与插件' }).click();
    await shoot(page, 'sources');

    await page.getByRole('link', { name: '结果' }).click();
    await page.waitForURL((url) => url.pathname === '/site/formAdmin/results');
    await page.getByText('暂无答卷').waitFor();
    await page.getByRole('tab', { name: '统计' }).click();
    await page.getByText('答卷数').first().waitFor();
    await shoot(page, 'stats');
    await context.close();
  });

  it('shows a demo form’s answers and prints one', async () => {
    const { context, page } = await newPage(env.browser, DESKTOP);
    await page.goto(env.server.url('/site/formAdmin/index'));
    await signIn(page, 'admin', 'admin123');
    await page.locator('.ant-table-row').first().waitFor();
    // A form with answers cannot be deleted: the server says why.
    const row = page.locator('.ant-table-row').filter({ hasText: '校园开放日活动报名' });
    await row.getByRole('button', { name: /更多/ }).click();
    await page.getByRole('menuitem', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await page.locator('.ant-message-error').waitFor();
    await shoot(page, 'delete-refused');
    await row.getByRole('button', { name: '结果' }).click();
    await page.waitForURL((url) => url.pathname === '/site/formAdmin/results');
    await page.locator('.ant-table-row').first().waitFor();
    await shoot(page, 'answers');
    await page.getByRole('tab', { name: '统计' }).click();
    await page.locator('.fc-chart').first().waitFor();
    await shoot(page, 'stats-demo');
    // Who has not answered, and one reminder to all of them.
    await page.getByRole('tab', { name: '未填写' }).click();
    await page.getByText(/尚有 \d+ 人未填写/).waitFor();
    await page.getByRole('button', { name: '一键提醒' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '一键提醒' }).click();
    await page.locator('.ant-modal-confirm-title', { hasText: /已提醒 \d+ 人/ }).waitFor();
    await shoot(page, 'pending');
    await page.getByRole('button', { name: '知道了' }).click();
    await page.getByRole('tab', { name: '答卷列表' }).click();
    await page.locator('.ant-table-row').first().getByRole('button', { name: '打印' }).click();
    await page.waitForURL((url) => url.pathname === '/site/formAdmin/print');
    await page.locator('.fc-print__title').waitFor();
    await shoot(page, 'print');
    await context.close();
  });
});
