import { defineArea } from '@quad/contracts/manifest';

/**
 * 学生信息核对 (issue 24): each autumn a student checks the school system's record of them (the
 * datasets engine's personal kind `infocheck.records`), confirms it or asks to correct items; the
 * office reviews the requests in the console, the student hears the outcome in the inbox, and the
 * approved corrections go back to the school system as an export and a webhook event.
 */
export const infocheckManifest = defineArea('infocheck', { zh: '学生信息核对', en: 'Record Check', tw: '學生信息核對' }, {
  order: 97,
  dependsOn: ['datasets-engine', 'messages-engine'],
  icon: 'user',
  routes: {
    infocheck: {
      index: '学生信息核对',
      review: { title: '信息核对审核', personal: true, console: { app: 'infocheck', module: 'review', icon: 'audit' } },
      manage: { title: '信息核对设置', console: { app: 'infocheck', module: 'manage', icon: 'setting' } },
    },
  },
});
