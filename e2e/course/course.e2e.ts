import { describe, it } from 'vitest';
import { loginUrl, newPage, PHONE, serverAndBrowser, signIn } from '../harness';

const env = serverAndBrowser();
/** The demo's term (modules/course/server/demo.ts): in round 2, first come for the places left. */
const TERM = '2026-2027学年第二学期';
const COURSE = '体育（篮球）';

describe('course selection on the reservation engine', () => {
  it('a student finds a course in round 2, selects it, sees it on the week grid, is refused a course whose prerequisite they lack, and drops', async () => {
    const { page: phone, context } = await newPage(env.browser, PHONE);
    await phone.goto(loginUrl(env.server, '/site/course/index'));
    await signIn(phone, '2024010002', 'student123');
    await phone.waitForURL((url) => url.pathname === '/site/course/index');
    await phone.getByRole('heading', { name: TERM }).waitFor();
    await phone.getByText('抢课中').first().waitFor();

    const search = phone.getByPlaceholder('搜索课程名称、代码或教师');
    await search.fill('篮球');
    await search.press('Enter');
    await phone
      .getByRole('list', { name: '开课列表' })
      .getByRole('link', { name: new RegExp(COURSE) })
      .tap();
    await phone.waitForURL((url) => url.pathname === '/site/course/detail');
    await phone.getByText('周三 第7-8节 · 第1-16周').waitFor();
    await phone.getByRole('button', { name: '选课' }).tap();
    await phone.getByText('已选上本课程').waitFor();

    // 数据结构 asks for 程序设计基础 (CS101), which this student has not completed.
    await phone.goto(env.server.url('/site/course/index'));
    await search.fill('数据结构');
    await search.press('Enter');
    await phone
      .getByRole('list', { name: '开课列表' })
      .getByRole('link', { name: /数据结构/ })
      .tap();
    await phone.getByRole('button', { name: '选课' }).tap();
    await phone.getByRole('alert').getByText('需先修读：CS101').waitFor();

    await phone.goto(env.server.url('/site/course/mine'));
    const grid = phone.getByRole('table', { name: '本学期课表' });
    await grid.getByRole('row').nth(7).getByText(COURSE).waitFor();
    await phone.getByRole('button', { name: `退课 ${COURSE}` }).tap();
    const dialog = phone.getByRole('dialog');
    await dialog.getByText(`确定退选《${COURSE}》吗？名额将交给候补的同学。`).waitFor();
    await dialog.getByRole('button', { name: '确定' }).tap();
    await phone.getByText('已退课').waitFor();
    await grid.getByText(COURSE).waitFor({ state: 'detached' });
    await context.close();
  });
});
