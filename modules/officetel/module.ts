import { defineArea } from '@quad/contracts/manifest';

/**
 * The campus phone book (校园电话簿, spec officeTel/index): units and their numbers, searched by name,
 * digits or pinyin initials. The numbers are the datasets engine's kind `officetel.directory`, uploaded
 * by an administrator as an Excel file (or pushed by the school's systems). Public: a guest may look a
 * number up, as on a school's website.
 */
export const officetelManifest = defineArea('officetel', { zh: '校园电话簿', en: 'Phone Book', tw: '校園電話簿' }, {
  order: 95,
  dependsOn: ['datasets-engine'],
  routes: {
    officeTel: {
      index: { title: '校园电话簿', public: true, cached: true },
      manage: { title: '电话簿管理', console: { app: 'officetel', module: 'manage' } },
    },
  },
});
