import { defineArea } from '@quad/contracts/manifest';

/**
 * The portal's own pages: the application square and the school-specific home pages of spec §2.2,
 * which are layouts of home widgets (platform/shell/home-layouts.ts) rather than code of their own.
 * It is not an app: nobody is granted it and it is off by default, so it never shows as a tile.
 */
export const portalManifest = defineArea({
  id: 'portal',
  order: 70,
  name: { zh: '门户', en: 'Portal', tw: '門戶' },
  icon: 'appstore',
  defaultEnabled: false,
  routes: [
    { module: 'applicationSquare', pages: [{ name: 'index', title: '应用广场', cached: true }] },
    {
      module: 'xidianPage',
      pages: [
        { name: 'home', title: '首页', cached: true },
        { name: 'home2', title: '首页' },
        { name: 'news', title: '新闻' },
        { name: 'notices', title: '通知' },
        { name: 'addressBook', title: '通讯录' },
        { name: 'taskCenter', title: '任务中心' },
        { name: 'services', title: '服务大厅', cached: true },
        { name: 'search', title: '搜索' },
        { name: 'subscription', title: '订阅' },
        { name: 'processTracking', title: '办理进度' },
      ],
    },
  ],
});
