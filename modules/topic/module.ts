import { defineArea } from '@quad/contracts/manifest';

/** Discussion topics: the school opens a topic, people post to it with pictures and reply; moderated (issue 7). */
export const topicManifest = defineArea('topic', { zh: '话题讨论', en: 'Topics', tw: '話題討論' }, {
  order: 100,
  dependsOn: ['content-engine'],
  icon: 'topic',
  routes: {
    topic: {
      index: { title: '话题讨论', cached: true },
      detail: '话题详情',
      postMsg: '发表帖子',
      manage: { title: '话题管理', console: { app: 'topic', module: 'manage', icon: 'comment' } },
    },
  },
});
