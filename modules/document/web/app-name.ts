import { registeredModules } from '@quad/platform/shell/area';
import { currentLang } from '@quad/platform/shell/i18n';

/** The name of the app a task comes from (请假), in the reader's language; its key when no area has it. */
export const appName = (app: string): string =>
  registeredModules().find((area) => area.manifest.appKey === app)?.manifest.name[currentLang()] ?? app;
