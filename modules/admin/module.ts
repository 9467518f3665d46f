import type { TModuleManifest } from '@quad/contracts/manifest';

/** The site administration console (desktop): people, roles, audit, feedback, usage; and the platform console. */
export const adminManifest: TModuleManifest = {
  id: 'admin',
  appKey: 'admin',
  name: { zh: '管理后台', en: 'Administration', tw: '管理後台' },
  icon: 'setting',
  defaultEnabled: false,
  routes: [
    {
      module: 'admin',
      pages: [
        { name: 'index', title: '管理后台' },
        { name: 'people', title: '人员管理' },
        { name: 'roles', title: '角色权限' },
        { name: 'audit', title: '操作日志' },
        { name: 'feedback', title: '意见反馈' },
        { name: 'usage', title: '使用统计' },
        { name: 'settings', title: '站点设置' },
        { name: 'tokens', title: '服务令牌' },
        { name: 'webhooks', title: 'Webhook' },
        { name: 'reference', title: '接口参考' },
        { name: 'sites', title: '站点管理' },
      ],
    },
  ],
};
