import { defineArea } from '@quad/contracts/manifest';

/**
 * 统一身份认证: sign-in through the school's CAS server (CAS 2.0/3.0, with single logout), the original
 * product's tenant SSO bridge (`/a_<site>/api/sso/...`), and the public sign-in help centre (publicsso:
 * guide, FAQ, contact), each configured per site in the console (issue 23).
 */
export const ssoManifest = defineArea('sso', { zh: '统一身份认证', en: 'Single sign-on', tw: '統一身份認證' }, {
  order: 12,
  // Not an app to open from the square: people reach it from the login page or the school's portal.
  defaultEnabled: false,
  icon: 'user',
  routes: {
    sso: {
      // Public: it starts a sign-in, so nobody is signed in yet.
      index: { title: '统一身份认证', public: true },
      settings: { title: '统一身份认证设置', console: { app: 'sso', module: 'manage', icon: 'key' } },
      help: { title: '登录帮助管理', console: { app: 'sso', module: 'manage', icon: 'read' } },
    },
    publicsso: {
      index: { title: '登录帮助', public: true },
      helpIndex: { title: '帮助中心', public: true },
      helpIndexmsg: { title: '联系我们', public: true },
      helpQt: { title: '常见问题', public: true },
      helpdetail: { title: '问题详情', public: true },
    },
  },
});
