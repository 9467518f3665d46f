import { defineArea } from '@quad/contracts/manifest';

/** Identity: sign-in, the personal centre, switching identities. */
export const ucManifest = defineArea('uc', { zh: '个人中心', en: 'Me', tw: '個人中心' }, {
  order: 10,
  icon: 'user',
  routes: {
    center: {
      login: { title: '登录', public: true },
      personal: '个人中心',
      edit: '编辑资料',
      switch: '切换身份',
      signins: '登录记录',
      // Public: a session that must change its password is sent here while it counts as nobody elsewhere.
      password: { title: '修改密码', public: true },
    },
  },
});
