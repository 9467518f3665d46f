import { defineArea } from '@quad/contracts/manifest';

/**
 * The library (图书馆, issue 24): my loans with due dates, reminders and renewal through the library's
 * interface, my returned loans, my collection (书架) and my reservations. The lists are the datasets
 * engine's personal kinds `library.*`, loaded from the library system by upload, connector or API; a
 * reader sees only their own rows.
 */
export const libraryManifest = defineArea(
  'library',
  { zh: '图书馆', en: 'Library', tw: '圖書館' },
  {
    order: 96,
    dependsOn: ['datasets-engine', 'messages-engine'],
    routes: {
      library: {
        mine: '我的借阅',
        history: '借阅历史',
        collection: '我的收藏',
        order: '我的预约',
        manage: { title: '图书馆管理', console: { app: 'library', module: 'manage' } },
      },
    },
  },
);
