import { defineArea } from '@quad/contracts/manifest';

const FILL_FAMILY = [
  { name: 'index', title: '表单' },
  { name: 'formtemplat', title: '填写表单' },
  { name: 'detail', title: '答卷详情' },
  { name: 'detail2', title: '我的答卷' },
  { name: 'detail3', title: '填写情况' },
];

/**
 * The forms engine's own screens: filling on the phone (the original product's form families all
 * render any definition by its number), and the console's designer and results.
 */
export const formsManifest = defineArea({
  id: 'forms',
  order: 50,
  dependsOn: ['forms-engine'],
  name: { zh: '表单', en: 'Forms', tw: '表單' },
  icon: 'form',
  routes: [
    { module: 'form', pages: FILL_FAMILY },
    { module: 'formMuc', pages: FILL_FAMILY },
    { module: 'formruc', pages: FILL_FAMILY },
    { module: 'commonForm', pages: [{ name: 'index', title: '常用表单' }] },
    { module: 'universalForm', pages: [{ name: 'index', title: '填写表单' }] },
    { module: 'newForm', pages: [{ name: 'index', title: '填写表单' }] },
    {
      module: 'formAdmin',
      pages: [
        { name: 'index', title: '表单管理', console: { app: 'forms', module: 'design', icon: 'form' } },
        { name: 'design', title: '表单设计', console: { app: 'forms', module: 'design', menu: false } },
        { name: 'results', title: '答卷结果', console: { app: 'forms', module: 'results', menu: false } },
        { name: 'print', title: '打印答卷', console: { app: 'forms', module: 'results', menu: false } },
      ],
    },
  ],
});
