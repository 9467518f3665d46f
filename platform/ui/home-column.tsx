import { useTranslation } from 'react-i18next';
import { Link } from '../shell/router';
import { DEFAULT_LOGO } from '@quad/contracts/site-constants';
import type { THomeWidget } from '../shell/home-layouts';
import { currentSite } from '../shell/site';
import { isFeatureHidden } from '../shell/site-settings';
import { useSiteSettings } from '../shell/startup';
import { useSession } from '../shell/use-session';
import { AreaWidget, offeredWidget } from './widget-host';

/** The site's logo and name, and who is here. */
export function HomeBanner() {
  const { t } = useTranslation('shell');
  const site = currentSite();
  const settings = useSiteSettings();
  const session = useSession();
  const logo = site.imgUrl || settings.data?.site_logo || DEFAULT_LOGO;
  const name = site.name || settings.data?.site_name || '';
  return (
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
  );
}

/**
 * A column of home widgets as a layout names them. A widget the site hides (`home/<widget>` in
 * `hidden_features`) or that no installed area offers is left out; on a page made of one widget the
 * caller passes `alone` so a missing one says so instead of leaving the page blank.
 */
export function HomeColumn({ widgets, alone }: { widgets: readonly THomeWidget[]; alone?: boolean }) {
  const { t } = useTranslation('shell');
  const settings = useSiteSettings();
  const session = useSession();
  return (
    <>
      {widgets.map((id) => {
        if (isFeatureHidden(settings.data, `home/${id}`)) return null;
        if (id === 'banner') return <HomeBanner key={id} />;
        const offered = offeredWidget(id);
        if (!offered && !alone) return null;
        if (offered?.session && !session.loggedIn) return null;
        // Staff are not shown an empty 今日课程: a widget for some kinds of account only, once the session says which.
        if (offered?.for && session.identity && !offered.for.includes(session.identity)) return null;
        const widget = offered ? <AreaWidget widget={offered} /> : <p className="q-home__hint">{t('home.widgetMissing')}</p>;
        if (offered?.bare) return <div key={id}>{widget}</div>;
        return (
          <section key={id} className="q-card" aria-labelledby={`home-${id}`}>
            <h2 id={`home-${id}`} className="q-card__title">
              {t(`home.widgets.${id}`)}
            </h2>
            {widget}
          </section>
        );
      })}
    </>
  );
}
