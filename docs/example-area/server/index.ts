import { registerCall } from '@quad/platform/server/http/calls';
import type { TServerModule } from '@quad/platform/server/module';
import { getGreeting } from '../contract';
import { exampleManifest } from '../module';

export const exampleServer: TServerModule = {
  manifest: exampleManifest,
  register: (app) => registerCall(app, getGreeting, async () => ({ text: '你好' })),
};
