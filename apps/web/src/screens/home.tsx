import { useTranslation } from 'react-i18next';
import { HomeColumn } from '@quad/platform/ui/home-column';
import { homeLayout } from '@quad/platform/shell/home-layouts';
import { useSiteSettings } from '@quad/platform/shell/startup';
import { useSession } from '@quad/platform/shell/use-session';

/** The site's home (spec §2.2): the widgets its `home_template` lays out, and its copyright. */
export function HomePage() {
  const { t } = useTranslation('shell');
  const settings = useSiteSettings();
  const session = useSession();
  return (
    <main className="q-page q-home" data-layout={settings.data?.home_template ?? 'default'}>
      <HomeColumn widgets={homeLayout(settings.data?.home_template)} />
      {!session.loggedIn && <p className="q-home__hint">{t('home.guest')}</p>}
      {settings.data?.copyright && <footer className="q-copyright">{settings.data.copyright}</footer>}
    </main>
  );
}
