import { defineArea } from '@quad/contracts/manifest';

/** The site administration console (desktop): people, roles, audit, feedback, usage; and the platform console. */
export const adminManifest = defineArea(
  'admin',
  { zh: '管理后台', en: 'Administration', tw: '管理後台' },
  {
    order: 20,
    dependsOn: ['datasets-engine'],
    icon: 'setting',
    defaultEnabled: false,
    routes: {
      admin: {
        index: { title: '管理后台', console: { app: 'admin', icon: 'dashboard', home: true } },
        people: { title: '人员管理', console: { app: 'admin', module: 'people', icon: 'team' }, personal: true },
        roles: { title: '角色权限', console: { app: 'admin', module: 'roles', icon: 'safety' } },
        audit: { title: '操作日志', console: { app: 'admin', module: 'audit', icon: 'file-search' }, personal: true },
        feedback: { title: '意见反馈', console: { app: 'admin', module: 'feedback', icon: 'message' }, personal: true },
        usage: { title: '使用统计', console: { app: 'admin', module: 'usage', icon: 'bar-chart' } },
        settings: { title: '站点设置', console: { app: 'admin', module: 'settings', icon: 'setting' } },
        tokens: { title: '服务令牌', console: { app: 'admin', module: 'tokens', icon: 'key' } },
        webhooks: { title: 'Webhook', console: { app: 'admin', module: 'webhooks', icon: 'api' } },
        // Every dataset the areas declare: its loads, rollback and school-system connector (the datasets engine).
        datasets: { title: '数据集', console: { app: 'admin', module: 'datasets', icon: 'form' } },
        // Whoever configures the messaging app (in the settings) sees what was pushed to it.
        pushes: { title: '企业微信推送', console: { app: 'admin', module: 'settings', icon: 'send' } },
        // The API reference describes every call; anyone who administers some part of the site may read it.
        reference: { title: '接口参考', console: { app: 'admin', icon: 'read' } },
        // The platform console: only platform administrators hold platform/sites, and only on the default site.
        sites: { title: '站点管理', console: { app: 'platform', module: 'sites', icon: 'global' } },
      },
    },
  },
);
