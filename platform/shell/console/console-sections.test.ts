import { describe, expect, it } from 'vitest';
import type { TModuleManifest } from '@quad/contracts/manifest';
import type { TWebModule } from '../area';
import { allowedSections, consoleSections, menuKey } from './console-sections';

const area = (id: string, module: string, pages: TModuleManifest['routes'][number]['pages']): TWebModule => ({
  manifest: { id, appKey: id, name: { zh: id, en: id, tw: id }, defaultEnabled: false, routes: [{ module, pages }] },
  load: async () => ({ pages: {}, translations: async () => ({}) }),
});

const modules = [
  area('admin', 'admin', [
    { name: 'index', title: '管理后台', console: { app: 'admin', home: true } },
    { name: 'people', title: '人员管理', console: { app: 'admin', module: 'people' } },
  ]),
  area('notice', 'notice', [{ name: 'index', title: '通知' }]),
  area('forms', 'formAdmin', [
    { name: 'index', title: '表单管理', console: { app: 'forms', module: 'design' } },
    { name: 'design', title: '表单设计', console: { app: 'forms', module: 'design', menu: false } },
  ]),
];
const sections = consoleSections(modules);
const holding = (...grants: string[]) => ({ allowed: (app: string, module?: string) => grants.includes(`${app}/${module ?? ''}`) });

describe('console sections', () => {
  it('collects the console pages of every area, in registry order', () => {
    expect(sections.map((s) => s.key)).toEqual(['admin/index', 'admin/people', 'formAdmin/index', 'formAdmin/design']);
  });

  it('opens the home screen only beside another screen', () => {
    expect(allowedSections(sections, holding())).toEqual([]);
    expect(allowedSections(sections, holding('forms/design')).map((s) => s.key)).toEqual([
      'admin/index',
      'formAdmin/index',
      'formAdmin/design',
    ]);
  });

  it('lights the module’s menu entry for a screen left out of the menu', () => {
    expect(menuKey(sections, 'formAdmin/design')).toBe('formAdmin/index');
    expect(menuKey(sections, 'admin/people')).toBe('admin/people');
    expect(menuKey(sections, 'nothing/here')).toBeUndefined();
  });
});
