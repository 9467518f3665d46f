import { defineArea } from '@quad/contracts/manifest';

/**
 * Sign-in pages reached from outside the portal's own login: the mini program's one-time ticket
 * (`xidianMinigramLogin/index?ticket=`, the original product's route name) and the page that binds a
 * messaging-app account to its person on first sign-in (`corpBind/index?ticket=`, issue 23).
 * Not an app of the square: nobody opens these from there.
 */
export const minigramManifest = defineArea('minigram', { zh: '小程序登录', en: 'Mini program sign-in', tw: '小程序登錄' }, {
  order: 18,
  defaultEnabled: false,
  routes: {
    // Public: they start a session, so nobody is signed in yet.
    xidianMinigramLogin: { index: { title: '小程序登录', public: true } },
    corpBind: { index: { title: '绑定账号', public: true } },
  },
});
