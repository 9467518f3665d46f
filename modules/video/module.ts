import { defineArea } from '@quad/contracts/manifest';

/** School videos by category, played on the phone, with comments moderated by the video managers (issue 7). */
export const videoManifest = defineArea({
  id: 'video',
  order: 90,
  dependsOn: ['content-engine'],
  name: { zh: '校园视频', en: 'Videos', tw: '校園視頻' },
  icon: 'video',
  routes: [
    {
      module: 'video',
      pages: [
        { name: 'list', title: '校园视频', cached: true },
        { name: 'detail', title: '视频详情' },
        { name: 'manage', title: '视频管理', console: { app: 'video', module: 'manage', icon: 'video-camera' } },
      ],
    },
  ],
});
