import { defineArea } from '@quad/contracts/manifest';

/** The smallest area docs/adding-an-area.md builds: one phone page, one console screen, one call. */
export const exampleManifest = defineArea('example', { zh: '示例', en: 'Example', tw: '示例' }, {
  order: 110,
  routes: {
    example: {
      index: '示例',
      manage: { title: '示例管理', console: { app: 'example' } },
    },
  },
});
