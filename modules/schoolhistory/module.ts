import { defineArea } from '@quad/contracts/manifest';

/**
 * 校史 (issue 24): the school's history as a timeline by year, filtered by era or category and
 * searched. The events are the datasets engine's public kind `schoolhistory.events`, which the archive
 * office keeps in Excel and uploads in the console. Public and cached: a guest may read it.
 */
export const schoolhistoryManifest = defineArea('schoolhistory', { zh: '校史', en: 'School History', tw: '校史' }, {
  order: 98,
  dependsOn: ['datasets-engine'],
  routes: {
    schoolhistory: {
      index: { title: '校史', public: true, cached: true },
      manage: { title: '校史管理', console: { app: 'schoolhistory', module: 'manage', icon: 'read' } },
    },
  },
});
