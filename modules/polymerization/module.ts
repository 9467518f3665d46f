import { defineArea } from '@quad/contracts/manifest';

/**
 * 账号中心 (issue 23): my account at a glance, binding and changing my phone with an SMS code,
 * resetting a forgotten password with a code to the bound phone or e-mail, and signing in with an SMS
 * code (and binding a messaging account by one: the codes are kept here); and 支付中心, my wallet and
 * latest orders from the ledger with the ways to the payment pages.
 */
export const polymerizationManifest = defineArea('polymerization', { zh: '账号中心', en: 'Account centre', tw: '賬號中心' }, {
  order: 11,
  icon: 'user',
  dependsOn: ['ledger-engine'],
  routes: {
    polymerization: {
      homepage: '账号中心',
      bindPhone: '绑定手机',
      changePhone: '更换手机',
      // Public: the person has forgotten the password, so nobody is signed in.
      resetPassword: { title: '找回密码', public: true },
      login: { title: '验证码登录', public: true },
      payment: '支付中心',
    },
  },
});
