import type { TServerModule } from '@quad/platform/server/module';
import { documentManifest } from '../module';

/** The document area serves its pages only: its calls are the workflow engine's and the platform's to-do inbox. */
export const documentServer: TServerModule = {
  manifest: documentManifest,
};
