import { defineArea } from '@quad/contracts/manifest';

/**
 * The slider captcha's own page (spec route hkhtml/index): a place to try it, and where a page sends
 * someone who must pass it first (`?redirect=`, back with `captcha_token`). The captcha itself (calls,
 * pictures, tokens, the `SliderCaptcha` component) is the platform's, so every area can require it; this
 * area only holds the page, and stays out of the application square.
 */
export const hkhtmlManifest = defineArea('hkhtml', { zh: '滑块验证', en: 'Slider check', tw: '滑塊驗證' }, {
  order: 16,
  defaultEnabled: false,
  routes: {
    hkhtml: {
      index: { title: '滑块验证', public: true },
    },
  },
});
