import type { TModuleManifest } from '@quad/contracts/manifest';

/** The smallest area docs/adding-an-area.md builds: one phone page, one console screen, one call. */
export const exampleManifest: TModuleManifest = {
  id: 'example',
  order: 110,
  appKey: 'example',
  name: { zh: '示例', en: 'Example', tw: '示例' },
  defaultEnabled: true,
  routes: [
    {
      module: 'example',
      pages: [
        { name: 'index', title: '示例' },
        { name: 'manage', title: '示例管理', console: { app: 'example' } },
      ],
    },
  ],
};
