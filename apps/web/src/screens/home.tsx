import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_LOGO } from '@quad/contracts/site-constants';
import type { TWebModule } from '../shell/area';
import { entryPage } from '../shell/area';
import { currentLang } from '../shell/i18n';
import { currentSite } from '../shell/site';
import { isFeatureHidden, isRouteHidden, siteApps, type TSiteSettings } from '../shell/site-settings';
import { useSiteSettings } from '../shell/startup';
import { useSession, type TSessionView } from '../shell/use-session';
import { AppIcon } from '../ui/app-icon';
import { EmptyView, ErrorView, LoadingView } from '../ui/state-views';

// Widgets of the notice and message areas, each in its own chunk with its strings (issue 7).
const HomeNotices = lazy(() => import('@quad/notice/web/home').then((m) => m.loadHomeNotices()));
const UnreadBadge = lazy(() => import('@quad/message/web/home').then((m) => m.loadUnreadBadge()));

/**
 * Apps the square shows: those the site enables (in its order) and does not hide, each only when the
 * user may use it: apps open to everyone (on by default) or opened by the user's roles.
 */
export function visibleApps(
  modules: TWebModule[],
  settings: TSiteSettings | undefined,
  session: Pick<TSessionView, 'allowed'>,
): TWebModule[] {
  return siteApps(modules, settings, (m) => {
    const entry = entryPage(m.manifest);
    return (m.manifest.defaultEnabled || session.allowed(m.manifest.appKey)) && !!entry && !isRouteHidden(settings, entry);
  });
}

function AppSquare({ modules, settings }: { modules: TWebModule[]; settings: ReturnType<typeof useSiteSettings> }) {
  const { t } = useTranslation('shell');
  const session = useSession();
  // Without the settings the square could show apps the site turned off: wait for them (a failed read shows the defaults).
  if (session.pending || settings.isPending) return <LoadingView />;
  if (session.error) return <ErrorView error={session.error} onRetry={session.retry} />;
  const apps = visibleApps(modules, settings.data, session);
  if (apps.length === 0) return <EmptyView text={t('home.noApps')} />;
  const lang = currentLang();
  return (
    <ul className="q-apps">
      {apps.map((m, i) => (
        <li key={m.manifest.id}>
          <Link to={`/${entryPage(m.manifest)}`} className="q-apps__tile">
            <AppIcon name={m.manifest.icon} label={m.manifest.name[lang]} index={i} />
            <span className="q-apps__name">{m.manifest.name[lang]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The site's home (spec §2.2 application square): name and logo, notices, the apps this user may open. */
export function HomePage({ modules }: { modules: TWebModule[] }) {
  const { t } = useTranslation('shell');
  const site = currentSite();
  const settings = useSiteSettings();
  const session = useSession();
  const logo = site.imgUrl || settings.data?.site_logo || DEFAULT_LOGO;
  const name = site.name || settings.data?.site_name || '';
  return (
    <main className="q-page q-home">
      <header className="q-home__header">
        <img className="q-home__logo" src={logo} alt="" width={44} height={44} />
        <h1 className="q-home__name">{name}</h1>
        {session.loggedIn ? (
          <Link className="q-home__user" to="/center/personal">
            {t('home.welcome', { name: session.name })}
          </Link>
        ) : (
          <Link className="q-home__user" to={`/center/login?redirect_url=${encodeURIComponent(location.href)}`}>
            {t('home.login')}
          </Link>
        )}
      </header>
      {!isFeatureHidden(settings.data, 'home/notices') && (
        <section className="q-card" aria-labelledby="home-notices">
          <h2 id="home-notices" className="q-card__title">
            {t('home.notices')}
          </h2>
          {session.loggedIn ? (
            <Suspense fallback={<LoadingView />}>
              <HomeNotices />
            </Suspense>
          ) : (
            <EmptyView text={t('home.noNotices')} />
          )}
        </section>
      )}
      {session.loggedIn && (
        <section className="q-card">
          <Suspense fallback={null}>
            <UnreadBadge />
          </Suspense>
        </section>
      )}
      <section className="q-card" aria-labelledby="home-apps">
        <h2 id="home-apps" className="q-card__title">
          {t('home.apps')}
        </h2>
        <AppSquare modules={modules} settings={settings} />
        {!session.loggedIn && <p className="q-home__hint">{t('home.guest')}</p>}
      </section>
      {settings.data?.copyright && <footer className="q-copyright">{settings.data.copyright}</footer>}
    </main>
  );
}
