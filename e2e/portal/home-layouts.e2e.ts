import { describe, expect, it } from 'vitest';
import { newPage, PHONE, serverAndBrowser, signIn, updateSiteSettings } from '../harness';

const env = serverAndBrowser();

describe('home pages built from each site’s layout, and the application square (issue 7)', () => {
  it('lays out north and south differently, as their settings say', async () => {
    const { context, page } = await newPage(env.browser, PHONE);
    await page.goto(env.server.url('/site/'));
    await page.getByRole('heading', { name: '北辰大学' }).waitFor();
    await page.getByRole('heading', { name: '应用广场' }).waitFor();
    expect(await page.locator('main[data-layout="default"]').count()).toBe(1);
    expect(await page.getByRole('search').count()).toBe(0);

    await page.goto(env.server.url('/site/', 'south'));
    await page.getByRole('heading', { name: '南溪大学' }).waitFor();
    expect(await page.locator('main[data-layout="xidian"]').count()).toBe(1);
    await page.getByRole('search').waitFor();
    // South sorts its apps into categories; north shows one grid.
    await page.getByRole('heading', { name: '办事服务' }).waitFor();
    await context.close();
  });

  it('finds an app in the square, keeps the search, and a favourite stays visible when the site turns the app off', async () => {
    const { context, page } = await newPage(env.browser, PHONE);
    await page.goto(env.server.url('/site/center/login', 'south'));
    await signIn(page);
    await page.goto(env.server.url('/site/applicationSquare/index', 'south'));
    const search = page.getByRole('search').getByRole('searchbox');
    await search.fill('表单');
    await search.press('Enter');
    await page.getByRole('heading', { name: '搜索结果' }).waitFor();
    await page.getByRole('button', { name: '收藏' }).first().click();
    await page.getByRole('button', { name: '取消收藏' }).waitFor();

    // The search is remembered, and the home page lists the favourite.
    await page.goto(env.server.url('/site/applicationSquare/index', 'south'));
    await page.getByRole('button', { name: '表单', exact: true }).waitFor();
    await page.goto(env.server.url('/site/', 'south'));
    const favourites = page.getByRole('region', { name: '我的收藏' });
    await favourites.getByRole('link', { name: '表单' }).waitFor();

    await updateSiteSettings(env.server, 'south', { hiddenFeatures: ['forms'] });
    await page.goto(env.server.url('/site/', 'south'));
    await favourites.getByText('已停用').waitFor();
    // Hidden by the site: no tile among the apps, and the square says the favourite is off.
    expect(await page.getByRole('region', { name: '应用广场' }).getByRole('link', { name: '表单' }).count()).toBe(0);
    await page.goto(env.server.url('/site/applicationSquare/index', 'south'));
    await page.getByRole('heading', { name: '已停用的收藏' }).waitFor();
    await context.close();
  });
});
