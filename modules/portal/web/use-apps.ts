import { registeredModules } from '@quad/platform/shell/area';
import { useSiteSettings } from '@quad/platform/shell/startup';
import { useSession } from '@quad/platform/shell/use-session';
import { visibleApps } from '@quad/platform/shell/visible-apps';

/**
 * The apps this person may open on this site, once both the session and the site settings are known
 * (without the settings the page could show apps the site turned off).
 */
export function useVisibleApps() {
  const session = useSession();
  const settings = useSiteSettings();
  const pending = session.pending || settings.isPending;
  return {
    pending,
    error: session.error,
    retry: session.retry,
    settings: settings.data,
    apps: pending ? [] : visibleApps(registeredModules(), settings.data, session),
  };
}
