import { defineArea } from '@quad/contracts/manifest';

/** The smallest area docs/adding-an-area.md builds: one phone page, one console screen, one call. */
export const exampleManifest = defineArea({
  id: 'example',
  order: 110,
  name: { zh: '示例', en: 'Example', tw: '示例' },
  routes: [
    {
      module: 'example',
      pages: [
        { name: 'index', title: '示例' },
        { name: 'manage', title: '示例管理', console: { app: 'example' } },
      ],
    },
  ],
});
