import { defineArea } from '@quad/contracts/manifest';

/**
 * The phone pages come in two chunks: the lists (`lists`) and the pages that draw a form with the
 * engine's renderer (`fill`), so neither carries the other's code at first load.
 */
const LIST_PAGE = (title: string) => ({ title, chunk: 'lists' });
const FILL_PAGE = (title: string) => ({ title, chunk: 'fill' });
const FILL_FAMILY = {
  index: LIST_PAGE('表单'),
  formtemplat: FILL_PAGE('填写表单'),
  detail: FILL_PAGE('答卷详情'),
  detail2: LIST_PAGE('我的答卷'),
  detail3: LIST_PAGE('填写情况'),
};

/**
 * The forms engine's own screens: filling on the phone (the original product's form families all
 * render any definition by its number), and the console's designer and results.
 */
export const formsManifest = defineArea('forms', { zh: '表单', en: 'Forms', tw: '表單' }, {
  order: 50,
  dependsOn: ['forms-engine', 'workflow-engine'],
  icon: 'form',
  routes: {
    form: FILL_FAMILY,
    formMuc: FILL_FAMILY,
    formruc: FILL_FAMILY,
    commonForm: { index: LIST_PAGE('常用表单') },
    universalForm: { index: FILL_PAGE('填写表单') },
    newForm: { index: FILL_PAGE('填写表单') },
    formAdmin: {
      index: { title: '表单管理', console: { app: 'forms', module: 'design', icon: 'form' } },
      design: { title: '表单设计', console: { app: 'forms', module: 'design', menu: false } },
      results: { title: '答卷结果', console: { app: 'forms', module: 'results', menu: false }, personal: true },
      print: { title: '打印答卷', console: { app: 'forms', module: 'results', menu: false }, personal: true },
    },
  },
});
