import { defineArea } from '@quad/contracts/manifest';

/**
 * Fixed assets (固定资产, spec asset/index, list, search): the assets in my charge (保管人), their value
 * by category and status, and finding one by its 资产编号, name or the QR label on it. The register is
 * the datasets engine's personal kind `asset.items`, uploaded from the console or pulled from the
 * school's asset system; an asset manager (asset → manage, scoped to departments) sees the assets of
 * their departments.
 */
export const assetManifest = defineArea('asset', { zh: '资产管理', en: 'Assets', tw: '資產管理' }, {
  order: 98,
  dependsOn: ['datasets-engine'],
  routes: {
    asset: {
      index: '我的资产',
      list: '我保管的资产',
      search: { title: '资产查询', personal: true },
      manage: { title: '部门资产', console: { app: 'asset', module: 'manage' }, personal: true },
    },
  },
});
