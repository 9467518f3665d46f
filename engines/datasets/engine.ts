import type { TEngineManifest } from '@quad/contracts/manifest';

/** School data brought in (upload, connector, integration API) as versioned loads, served from the current one. */
export const datasetsEngine: TEngineManifest = {
  id: 'datasets-engine',
  dependsOn: [],
  summary: '数据集：学校数据的导入（上传、接口、定时拉取）、版本切换与回滚、按人与范围读取',
};
