import type { TWebModule } from './shell/area';
import { ucManifest } from '@quad/uc/module';
import { adminManifest } from '@quad/admin/module';

/**
 * The areas this web app shows, in application-square order. Adding an area adds one entry here;
 * its code stays in its own lazily loaded chunk.
 */
export const webModules: TWebModule[] = [
  { manifest: ucManifest, load: () => import('@quad/uc/web/index') },
  { manifest: adminManifest, load: () => import('@quad/admin/web/index') },
];
