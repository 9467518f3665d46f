import { defineArea } from '@quad/contracts/manifest';

/** School videos by category, played on the phone, with comments moderated by the video managers (issue 7). */
export const videoManifest = defineArea('video', { zh: '校园视频', en: 'Videos', tw: '校園視頻' }, {
  order: 90,
  dependsOn: ['content-engine'],
  icon: 'video',
  routes: {
    video: {
      list: { title: '校园视频', cached: true },
      detail: '视频详情',
      manage: { title: '视频管理', console: { app: 'video', module: 'manage', icon: 'video-camera' } },
    },
  },
});
