import { describe, it } from 'vitest';
import { callApi, DESKTOP, newPage, openAs, PHONE, serverAndBrowser, signIn } from '../harness';

const env = serverAndBrowser();

describe('pinyin search (issue 18)', () => {
  it('finds 张三 in the console people list by typing zs, and not 李四; a department by its initials', async () => {
    const { context, page } = await newPage(env.browser, DESKTOP);
    await openAs(env.server, page, '/site/admin/people');
    await page.getByText(/共 \d+ 人/).waitFor();
    for (const [username, realname] of [
      ['zhangsan', '张三'],
      ['lisi', '李四'],
    ]) {
      await callApi(env.server, page, '/admin/api/users/save', { form: { username, realname, type: 'student' } });
    }
    const search = page.getByRole('search').getByRole('searchbox');
    await search.fill('zs');
    await search.press('Enter');
    // The name cell shows the name over the account.
    await page.getByRole('cell', { name: '张三 zhangsan' }).waitFor();
    await page.getByRole('cell', { name: '李四 lisi' }).waitFor({ state: 'detached' });

    // The department tree beside it, by initials.
    const tree = page.getByRole('tree');
    await tree.getByText('数学学院').waitFor();
    const deptSearch = page.getByRole('searchbox', { name: '搜索院系或班级，可用拼音或首字母' });
    await deptSearch.fill('jsjxy');
    await deptSearch.press('Enter');
    await tree.getByText('数学学院').waitFor({ state: 'detached' });
    await tree.getByText('计算机学院').waitFor();
    await context.close();
  });

  it('finds an app in the square by the initials of its name', async () => {
    const { context, page } = await newPage(env.browser, PHONE);
    await page.goto(env.server.url('/site/center/login'));
    await signIn(page);
    await page.goto(env.server.url('/site/applicationSquare/index'));
    const search = page.getByRole('search').getByRole('searchbox');
    await search.fill('tzgg');
    await search.press('Enter');
    await page.getByRole('heading', { name: '搜索结果' }).waitFor();
    await page.getByRole('region', { name: '搜索结果' }).getByText('通知公告').waitFor();
    await context.close();
  });
});
