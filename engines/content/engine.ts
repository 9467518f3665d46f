import type { TEngineManifest } from '@quad/contracts/manifest';

/** What published pieces share: comments under any subject, the editorial review of drafts, daily view counts. */
export const contentEngine: TEngineManifest = {
  id: 'content-engine',
  dependsOn: ['messages-engine'],
  summary: '内容：评论与审核、稿件编辑流程（草稿→审核→发布）、每日浏览量',
};
