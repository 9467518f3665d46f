import { describe, expect, it } from 'vitest';
import type { TModuleManifest } from '@quad/contracts/manifest';
import type { TWebModule } from '@quad/platform/shell/area';
import { appsByCategory } from '@quad/platform/shell/visible-apps';
import { favouriteViews, matchApps } from './app-filter';

const app = (appKey: string, zh: string, en = appKey): TWebModule => ({
  manifest: { id: appKey, appKey, name: { zh, en, tw: zh }, defaultEnabled: true, routes: [] } satisfies TModuleManifest,
  load: () => Promise.reject(new Error('not loaded in this test')),
});
const notice = app('notice', '通知公告', 'Notices');
const forms = app('forms', '表单', 'Forms');
const message = app('message', '消息', 'Messages');
const keys = (apps: TWebModule[]) => apps.map((a) => a.manifest.appKey);

describe('searching apps', () => {
  it('finds apps by any of their names or key, ignoring case and extra spaces', () => {
    expect(keys(matchApps([notice, forms, message], '通知'))).toEqual(['notice']);
    expect(keys(matchApps([notice, forms, message], '  FORMS '))).toEqual(['forms']);
    expect(keys(matchApps([notice, forms, message], 'mess 消息'))).toEqual(['message']);
    expect(keys(matchApps([notice, forms], ''))).toEqual(['notice', 'forms']);
    expect(matchApps([notice, forms], '食堂')).toEqual([]);
  });

  it('adds the apps the server found by pinyin, among those this person sees only', () => {
    expect(keys(matchApps([notice, forms, message], 'tzgg', ['notice', 'hidden-app']))).toEqual(['notice']);
  });
});

describe('favourites', () => {
  it('keeps a favourite the person can no longer open, marked unavailable, in their order', () => {
    const views = favouriteViews(['forms', 'notice', 'gone'], [notice], [notice, forms], 'zh');
    expect(views.map((v) => [v.key, v.name, !!v.app])).toEqual([
      ['forms', '表单', false],
      ['notice', '通知公告', true],
      ['gone', 'gone', false],
    ]);
  });
});

describe('categories', () => {
  it("groups apps by the site's categories in order of first appearance, the uncategorised last", () => {
    const settings = { app_categories: { message: '校园资讯', notice: '校园资讯', forms: '办事服务' } };
    const groups = appsByCategory([forms, notice, message, app('uc', '个人中心')], settings as never, '其他');
    expect(groups.map((g) => [g.category, keys(g.apps)])).toEqual([
      ['办事服务', ['forms']],
      ['校园资讯', ['notice', 'message']],
      ['其他', ['uc']],
    ]);
    expect(appsByCategory([forms, notice], undefined, '其他').map((g) => g.category)).toEqual(['其他']);
  });
});
