import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '@quad/platform/shell/router';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { registeredModules } from '@quad/platform/shell/area';
import { currentLang } from '@quad/platform/shell/i18n';
import { appsByCategory } from '@quad/platform/shell/visible-apps';
import { AppIcon } from '@quad/platform/ui/app-icon';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useRememberSearch } from './calls/add-search';
import { useFavourites } from './calls/list-favourites';
import { favouriteViews } from './app-filter';
import { AppTile } from './app-tile';
import { useVisibleApps } from './use-apps';
import './portal.css';

/** The apps I may use, grouped by the site's categories when it has any. */
export function AppsWidget() {
  const { t } = useTranslation('portal');
  const { pending, error, retry, settings, apps } = useVisibleApps();
  if (pending) return <LoadingView />;
  if (error) return <ErrorView error={error} onRetry={retry} />;
  if (apps.length === 0) return <EmptyView text={t('apps.none')} />;
  const groups = appsByCategory(apps, settings, t('apps.other'));
  let index = 0;
  return (
    <>
      {groups.map((group) => (
        <div key={group.category} className="portal-group">
          {groups.length > 1 && <h3 className="portal-group__title">{group.category}</h3>}
          <ul className="q-apps">
            {group.apps.map((app) => (
              <li key={app.manifest.id}>
                <AppTile app={app} index={index++} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      <Link className="portal-more" to="/applicationSquare/index">
        {t('apps.all')}
      </Link>
    </>
  );
}

/** My favourite apps; one the site turned off stays, greyed, until I remove it. */
export function FavouritesWidget() {
  const { t } = useTranslation('portal');
  const favourites = useFavourites();
  const visible = useVisibleApps();
  if (favourites.isPending || visible.pending) return <LoadingView />;
  if (favourites.isError) return <ErrorView error={favourites.error} onRetry={() => void favourites.refetch()} />;
  const views = favouriteViews(favourites.data.list, visible.apps, registeredModules(), currentLang());
  if (views.length === 0)
    return (
      <EmptyView text={t('favourites.empty')}>
        <Link to="/applicationSquare/index">{t('favourites.go')}</Link>
      </EmptyView>
    );
  return (
    <ul className="q-apps">
      {views.map((view, i) => (
        <li key={view.key}>
          {view.app ? (
            <AppTile app={view.app} index={i} />
          ) : (
            <Link to="/applicationSquare/index" className="q-apps__tile portal-unavailable" title={t('favourites.unavailable')}>
              <AppIcon label={view.name} index={i} />
              <span className="q-apps__name">{view.name}</span>
              <span className="portal-unavailable__tag">{t('favourites.off')}</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A search box that opens the application square with the words. */
export function SearchWidget() {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const rememberSearch = useRememberSearch();
  return (
    <div className="portal-search" role="search">
      <SearchBar
        placeholder={t('search.placeholder')}
        onSearch={(value) => {
          rememberSearch(value);
          void navigate(`/applicationSquare/index?q=${encodeURIComponent(value.trim())}`);
        }}
      />
    </div>
  );
}
