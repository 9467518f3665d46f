import type { TEngineManifest } from '@quad/contracts/manifest';

/** Forms any area can build on: designs and their frozen versions, answers, drafts, results, exports, print. */
export const formsEngine: TEngineManifest = {
  id: 'forms-engine',
  dependsOn: ['messages-engine'],
  summary: '表单：设计与版本、填写与草稿、结果统计、导出与打印',
};
