import { defineArea } from '@quad/contracts/manifest';

/** Discussion topics: the school opens a topic, people post to it with pictures and reply; moderated (issue 7). */
export const topicManifest = defineArea({
  id: 'topic',
  order: 100,
  dependsOn: ['content-engine'],
  name: { zh: '话题讨论', en: 'Topics', tw: '話題討論' },
  icon: 'topic',
  routes: [
    {
      module: 'topic',
      pages: [
        { name: 'index', title: '话题讨论', cached: true },
        { name: 'detail', title: '话题详情' },
        { name: 'postMsg', title: '发表帖子' },
        { name: 'manage', title: '话题管理', console: { app: 'topic', module: 'manage', icon: 'comment' } },
      ],
    },
  ],
});
