import { defineArea } from '@quad/contracts/manifest';

const FILL_FAMILY = { index: '表单', formtemplat: '填写表单', detail: '答卷详情', detail2: '我的答卷', detail3: '填写情况' };

/**
 * The forms engine's own screens: filling on the phone (the original product's form families all
 * render any definition by its number), and the console's designer and results.
 */
export const formsManifest = defineArea('forms', { zh: '表单', en: 'Forms', tw: '表單' }, {
  order: 50,
  dependsOn: ['forms-engine'],
  icon: 'form',
  routes: {
    form: FILL_FAMILY,
    formMuc: FILL_FAMILY,
    formruc: FILL_FAMILY,
    commonForm: { index: '常用表单' },
    universalForm: { index: '填写表单' },
    newForm: { index: '填写表单' },
    formAdmin: {
      index: { title: '表单管理', console: { app: 'forms', module: 'design', icon: 'form' } },
      design: { title: '表单设计', console: { app: 'forms', module: 'design', menu: false } },
      results: { title: '答卷结果', console: { app: 'forms', module: 'results', menu: false } },
      print: { title: '打印答卷', console: { app: 'forms', module: 'results', menu: false } },
    },
  },
});
