import type { TServerModule } from '@quad/platform/server/module';
import { ucManifest } from '../module';
import { registerUcRoutes } from './routes';

export const ucServer: TServerModule = {
  manifest: ucManifest,
  register: (app) => registerUcRoutes(app),
};
