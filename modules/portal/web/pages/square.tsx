import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@quad/platform/shell/router';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { registeredModules, type TWebModule } from '@quad/platform/shell/area';
import { currentLang } from '@quad/platform/shell/i18n';
import { isLoggedIn } from '@quad/platform/shell/session';
import { appsByCategory } from '@quad/platform/shell/visible-apps';
import { AppIcon } from '@quad/platform/ui/app-icon';
import { TabBar } from '@quad/platform/ui/tab-bar';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useAddFavourite } from '../calls/add-favourite';
import { useRememberSearch } from '../calls/add-search';
import { useForgetSearch } from '../calls/delete-search';
import { useFavourites } from '../calls/list-favourites';
import { useSearchHistory } from '../calls/list-searches';
import { useRemoveFavourite } from '../calls/remove-favourite';
import { favouriteViews, matchApps } from '../app-filter';
import { AppTile } from '../app-tile';
import { useVisibleApps } from '../use-apps';
import '../portal.css';

function StarButton({ app, starred }: { app: string; starred: boolean }) {
  const { t } = useTranslation('portal');
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  if (!isLoggedIn()) return null;
  return (
    <button type="button" className="portal-star" aria-pressed={starred} aria-label={t(starred ? 'favourites.remove' : 'favourites.add')} onClick={() => (starred ? remove : add).mutate({ app })}>
      {starred ? '★' : '☆'}
    </button>
  );
}

function AppRow({ app, index, starred, focused }: { app: TWebModule; index: number; starred: boolean; focused: boolean }) {
  return (
    <li className={focused ? 'portal-row portal-row--focused' : 'portal-row'} id={`app-${app.manifest.appKey}`}>
      <AppTile app={app} index={index} />
      <StarButton app={app.manifest.appKey} starred={starred} />
    </li>
  );
}

function History({ onPick }: { onPick: (keyword: string) => void }) {
  const { t } = useTranslation('portal');
  const history = useSearchHistory();
  const forgetSearch = useForgetSearch();
  const list = history.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className="q-card portal-history" aria-label={t('search.history')}>
      <h2 className="q-card__title">
        {t('search.history')}
        <button type="button" className="portal-link" onClick={() => forgetSearch()}>
          {t('search.clear')}
        </button>
      </h2>
      <ul>
        {list.map((entry) => (
          <li key={entry.id}>
            <button type="button" className="portal-chip" onClick={() => onPick(entry.keyword)}>
              {entry.keyword}
            </button>
            <button type="button" className="portal-chip__x" aria-label={t('search.delete', { keyword: entry.keyword })} onClick={() => forgetSearch(entry.id)}>
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `applicationSquare/index`: every app this person may use, by category, searchable, with favourites.
 * `serviceId` (an app key) brings that app into view; `q` starts a search.
 */
export function SquarePage() {
  const { t } = useTranslation('portal');
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const focus = params.get('serviceId') ?? params.get('service_id') ?? '';
  const [category, setCategory] = useState('');
  const { pending, error, retry, settings, apps } = useVisibleApps();
  const favourites = useFavourites();
  const rememberSearch = useRememberSearch();
  const starred = new Set(favourites.data?.list ?? []);

  useEffect(() => {
    if (focus && !pending) document.getElementById(`app-${focus}`)?.scrollIntoView({ block: 'center' });
  }, [focus, pending]);

  if (pending) return <LoadingView />;
  if (error) return <ErrorView error={error} onRetry={retry} />;
  const search = (value: string) => {
    rememberSearch(value);
    setParams(value.trim() ? { q: value.trim() } : {}, { replace: true });
  };
  const groups = appsByCategory(apps, settings, t('apps.other'));
  const shownGroups = keyword ? [{ category: t('search.results'), apps: matchApps(apps, keyword) }] : groups.filter((g) => !category || g.category === category);
  const unavailable = favouriteViews(favourites.data?.list ?? [], apps, registeredModules(), currentLang()).filter((f) => !f.app);
  let index = 0;
  return (
    <main className="q-page portal-square">
      <div className="portal-search" role="search">
        <SearchBar key={keyword} defaultValue={keyword} placeholder={t('search.placeholder')} onSearch={search} onClear={() => search('')} />
      </div>
      {!keyword && <History onPick={search} />}
      {!keyword && groups.length > 1 && (
        <TabBar
          look="capsule"
          tabs={[{ key: '', title: t('apps.allCategories') }, ...groups.map((g) => ({ key: g.category, title: g.category }))]}
          active={category}
          onChange={setCategory}
        />
      )}
      {unavailable.length > 0 && (
        <section className="q-card" aria-labelledby="portal-off">
          <h2 id="portal-off" className="q-card__title">
            {t('favourites.offTitle')}
          </h2>
          <ul className="portal-list">
            {unavailable.map((f) => (
              <li key={f.key} className="portal-row portal-unavailable">
                <span className="q-apps__tile">
                  <AppIcon label={f.name} index={0} />
                  <span className="q-apps__name">{f.name}</span>
                </span>
                <span className="portal-unavailable__tag">{t('favourites.unavailable')}</span>
                <StarButton app={f.key} starred />
              </li>
            ))}
          </ul>
        </section>
      )}
      {shownGroups.every((g) => g.apps.length === 0) ? (
        <EmptyView text={keyword ? t('search.none', { keyword }) : t('apps.none')} />
      ) : (
        shownGroups.map((group) => (
          <section key={group.category} className="q-card" aria-label={group.category}>
            <h2 className="q-card__title">{group.category}</h2>
            <ul className="portal-list">
              {group.apps.map((app) => (
                <AppRow key={app.manifest.id} app={app} index={index++} starred={starred.has(app.manifest.appKey)} focused={focus === app.manifest.appKey} />
              ))}
            </ul>
          </section>
        ))
      )}
    </main>
  );
}
