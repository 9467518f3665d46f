import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { callApi, confirmPicker, DESKTOP, newPage, openPicker, PHONE, serverAndBrowser, signIn, wheelItem } from '../harness';

const env = serverAndBrowser();

const options = (...labels: string[]) => labels.map((label, i) => ({ value: String(i + 1), label }));

/**
 * A form with every kind the phone picks rather than types, all required so a submit proves each
 * got its answer. Dates and date-times lie in a past month, so their wheels start at its last day
 * whenever the test runs; a time of day has no bounds, so its wheel starts at the phone's now.
 */
const pickerFields = (no: number) => [
  { key: `select_${no}_1`, kind: 'select', label: '校区', required: true, options: options('北校区', '南校区', '东校区') },
  { key: `radio_${no}_2`, kind: 'radio', label: '是否住校', required: true, options: options('是', '否') },
  { key: `checkbox_${no}_3`, kind: 'checkbox', label: '兴趣', required: true, options: options('篮球', '围棋', '合唱') },
  { key: `date_${no}_4`, kind: 'date', label: '返校日期', required: true, earliest: '2025-09-01', latest: '2025-09-30' },
  { key: `time_${no}_5`, kind: 'time', label: '到达时间', required: true },
  { key: `datetime_${no}_6`, kind: 'datetime', label: '出发时间', required: true, earliest: '2025-09-01 00:00', latest: '2025-09-30 23:59' },
  { key: `region_${no}_7`, kind: 'region', label: '家庭地址', required: true, depth: 3 },
];

/** The administrator makes and publishes the form through the console's calls (the designer has its own test). */
async function publishPickerForm(admin: Page): Promise<number> {
  const { id, no } = await callApi<{ id: string; no: number }>(env.server, admin, '/forms/api/manage/create', { data: { title: '返校信息登记' } });
  await callApi(env.server, admin, '/forms/api/manage/save', {
    data: { id, settings: { title: '返校信息登记', audience: { all: true } }, definition: { fields: pickerFields(no), dataSources: [], plugins: [] } },
  });
  await callApi(env.server, admin, '/forms/api/manage/publish', { data: { id } });
  return no;
}

/** Taps the item just below the column's current one (or above it at the end) and answers its label. */
async function tapNeighbour(column: Locator): Promise<string> {
  const current = column.locator('.adm-picker-view-column-item[data-selected="true"]');
  const below = current.locator('xpath=following-sibling::div[1]');
  const next = (await below.count()) ? below : current.locator('xpath=preceding-sibling::div[1]');
  const label = await next.innerText();
  await next.tap();
  await column.locator('.adm-picker-view-column-item[data-selected="true"]').filter({ hasText: label }).waitFor();
  return label;
}

describe('phone pickers (issue 18 item 1)', () => {
  it('fills every picked kind of a form by tapping on a phone, and the answer shows the choices', async () => {
    const desk = await newPage(env.browser, DESKTOP);
    await desk.page.goto(env.server.url('/site/formAdmin/index'));
    await signIn(desk.page, 'admin', 'admin123');
    const formNo = await publishPickerForm(desk.page);

    const phone = await newPage(env.browser, PHONE);
    const student = phone.page;
    await student.goto(env.server.url(`/site/form/formtemplat?formid=${formNo}`));
    await signIn(student);
    await student.getByRole('heading', { name: '返校信息登记' }).waitFor();
    // No native control is left to pick with.
    expect(await student.locator('select, input[type="date"], input[type="time"], input[type="datetime-local"], input[type="radio"], input[type="checkbox"]').count()).toBe(0);

    // One answer on a wheel: select and radio alike.
    let popup = await openPicker(student, '校区 请选择');
    await wheelItem(popup, '南校区').tap();
    await confirmPicker(popup);
    popup = await openPicker(student, '是否住校 请选择');
    await wheelItem(popup, '否').tap();
    await confirmPicker(popup);

    // Several answers: ticks in a bottom sheet, kept in the design's order.
    popup = await openPicker(student, '兴趣 请选择');
    await popup.getByRole('checkbox', { name: '合唱' }).tap();
    await popup.getByRole('checkbox', { name: '篮球' }).tap();
    await confirmPicker(popup);

    // A day: the wheel starts at the last day the design allows.
    popup = await openPicker(student, '返校日期 请选择');
    const dayColumns = popup.locator('.adm-picker-view-column');
    expect(await dayColumns.count()).toBe(3);
    await wheelItem(dayColumns.nth(2), '28').tap();
    await confirmPicker(popup);

    // A time of day: hours and minutes, from now.
    popup = await openPicker(student, '到达时间 请选择');
    const timeColumns = popup.locator('.adm-picker-view-column');
    expect(await timeColumns.count()).toBe(2);
    const hour = await tapNeighbour(timeColumns.nth(0));
    const minute = await tapNeighbour(timeColumns.nth(1));
    await confirmPicker(popup);

    // A day and time: five wheels, to the minute.
    popup = await openPicker(student, '出发时间 请选择');
    const momentColumns = popup.locator('.adm-picker-view-column');
    expect(await momentColumns.count()).toBe(5);
    await wheelItem(momentColumns.nth(2), '29').tap();
    await wheelItem(momentColumns.nth(3), '21').tap();
    await wheelItem(momentColumns.nth(4), '57').tap();
    await confirmPicker(popup);

    // A region: one cascade, each level listing what lies under the one above.
    popup = await openPicker(student, '家庭地址 请选择');
    const regionColumns = popup.locator('.adm-picker-view-column');
    await wheelItem(regionColumns.nth(0), '天津市').tap();
    await wheelItem(regionColumns.nth(2), '河西区').tap();
    await confirmPicker(popup);

    // Each button now reads its label and the answer, as a screen reader says it.
    for (const name of ['校区 南校区', '是否住校 否', '兴趣 篮球、合唱', '返校日期 2025-09-28', `到达时间 ${hour}:${minute}`, '出发时间 2025-09-29 21:57', '家庭地址 天津市/天津市/河西区'])
      await student.getByRole('button', { name, exact: true }).waitFor();

    await student.getByRole('button', { name: '提交' }).tap();
    await student.getByText('您将提交以下信息，是否确认？').waitFor();
    await student.getByRole('button', { name: '确定' }).tap();
    await student.getByText('提交成功').waitFor();
    await student.getByRole('link', { name: '查看答卷' }).tap();
    await student.getByText('天津市/天津市/河西区').waitFor();
    const answer = await student.locator('main').innerText();
    for (const shown of ['南校区', '否', '篮球、合唱', '2025-09-28', `${hour}:${minute}`, '2025-09-29 21:57']) expect(answer).toContain(shown);
    await desk.context.close();
    await phone.context.close();
  });
});
