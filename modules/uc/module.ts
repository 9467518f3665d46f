import { defineArea } from '@quad/contracts/manifest';

/** Identity: sign-in, the personal centre, switching identities. */
export const ucManifest = defineArea({
  id: 'uc',
  order: 10,
  name: { zh: '个人中心', en: 'Me', tw: '個人中心' },
  icon: 'user',
  routes: [
    {
      module: 'center',
      pages: [
        { name: 'login', title: '登录', public: true },
        { name: 'personal', title: '个人中心' },
        { name: 'edit', title: '编辑资料' },
        { name: 'switch', title: '切换身份' },
        { name: 'signins', title: '登录记录' },
        // Public: a session that must change its password is sent here while it counts as nobody elsewhere.
        { name: 'password', title: '修改密码', public: true },
      ],
    },
  ],
});
