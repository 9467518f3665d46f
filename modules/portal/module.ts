import { defineArea } from '@quad/contracts/manifest';

/**
 * The portal's own pages: the application square and the school-specific home pages of spec §2.2,
 * which are layouts of home widgets (platform/shell/home-layouts.ts) rather than code of their own.
 * It is not an app: nobody is granted it and it is off by default, so it never shows as a tile.
 */
export const portalManifest = defineArea('portal', { zh: '门户', en: 'Portal', tw: '門戶' }, {
  order: 70,
  icon: 'appstore',
  defaultEnabled: false,
  routes: {
    applicationSquare: { index: { title: '应用广场', cached: true } },
    xidianPage: {
      home: { title: '首页', cached: true },
      home2: '首页',
      news: '新闻',
      notices: '通知',
      addressBook: '通讯录',
      taskCenter: '任务中心',
      services: { title: '服务大厅', cached: true },
      search: '搜索',
      subscription: '订阅',
      processTracking: '办理进度',
    },
  },
});
