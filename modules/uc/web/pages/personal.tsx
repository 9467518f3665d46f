import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import Button from 'antd-mobile/es/components/button';
import { confirm } from '@quad/platform/shell/dialogs';
import { changeLanguage, currentLang, LANGS, type TLang } from '@quad/platform/shell/i18n';
import { goTo } from '@quad/platform/shell/navigation';
import { queryClient } from '@quad/platform/shell/query-client';
import { request } from '@quad/platform/shell/request';
import { clearCachedData } from '@quad/platform/shell/session';
import { appPath, currentSite } from '@quad/platform/shell/site';
import { isRouteHidden } from '@quad/platform/shell/site-settings';
import { useSiteSettings } from '@quad/platform/shell/startup';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { logout } from '../../contract';
import { useUserInfo } from '../calls/get-info';
import { CorpBindingsSection } from './corp-bindings';
import '../uc.css';

function LanguageSwitch() {
  const { t } = useTranslation('uc');
  const { t: shellT } = useTranslation('shell');
  const [lang, setLang] = useState<TLang>(currentLang());
  const choose = (next: TLang) => {
    setLang(next);
    void changeLanguage(next);
  };
  return (
    <div className="uc-row">
      <span id="uc-lang">{t('personal.language')}</span>
      <div className="uc-segments" role="radiogroup" aria-labelledby="uc-lang">
        {LANGS.map((l) => (
          <button key={l} type="button" role="radio" aria-checked={lang === l} className="uc-segment" onClick={() => choose(l)}>
            {shellT(`lang.${l}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Logout (spec §4): the server forgets the session, this device forgets its cache, then the site's logout page or the login. */
async function signOut(): Promise<void> {
  await request(logout, {}, { loading: true });
  clearCachedData();
  queryClient.clear();
  const site = currentSite();
  goTo(site.logout || appPath('center/login'), true);
}

/** The panel brings a popup and its animation library: fetched when first opened. */
const FeedbackPanel = lazy(() => import('@quad/platform/ui/feedback-panel').then((m) => ({ default: m.FeedbackPanel })));

/** A menu row leading to another page of the centre, unless the site hid that page. */
function MenuLink({ page, label }: { page: string; label: string }) {
  const settings = useSiteSettings();
  if (isRouteHidden(settings.data, page)) return null;
  return (
    <Link to={`/${page}`} className="uc-row">
      <span>{label}</span>
      <span aria-hidden="true">›</span>
    </Link>
  );
}

/** The personal centre (`center/personal`): who is signed in, the language, feedback, and the way out. */
export function PersonalPage() {
  const { t } = useTranslation('uc');
  const { t: shellT } = useTranslation('shell');
  const info = useUserInfo();
  const base = info.data?.base;
  // undefined until first opened; then kept mounted so that closing animates.
  const [feedbackOpen, setFeedbackOpen] = useState<boolean>();
  return (
    <main className="q-page uc-personal">
      {info.isPending ? (
        <LoadingView />
      ) : !base ? (
        <ErrorView error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        <section className="uc-profile" aria-label={base.realname}>
          <span className="uc-avatar" aria-hidden="true">
            {base.avatar ? <img src={base.avatar} alt="" /> : base.realname.slice(0, 1)}
          </span>
          <div className="uc-profile__text">
            <h1 className="uc-profile__name">{base.realname}</h1>
            <p>
              {t('personal.number')}：<span data-testid="uc-number">{base.role.number}</span>
            </p>
            <p>
              {t('personal.department')}：{base.department}
              {base.class_name && ` · ${base.class_name}`}
            </p>
          </div>
          <span className="uc-badge">{t(`identity.${base.type}`)}</span>
        </section>
      )}
      <nav className="q-card uc-menu">
        <MenuLink page="center/edit" label={t('personal.edit')} />
        <MenuLink page="polymerization/homepage" label={t('personal.accountCentre')} />
        <MenuLink page="center/switch" label={t('personal.switch')} />
        <MenuLink page="center/signins" label={t('personal.signins')} />
        <MenuLink page="center/password" label={t('personal.password')} />
        <LanguageSwitch />
        <button type="button" className="uc-row uc-row--button" onClick={() => setFeedbackOpen(true)}>
          <span>{shellT('feedback.open')}</span>
          <span aria-hidden="true">›</span>
        </button>
      </nav>
      <CorpBindingsSection />
      {feedbackOpen !== undefined && (
        <Suspense fallback={null}>
          <FeedbackPanel open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      )}
      <Button
        className="uc-logout"
        block
        color="danger"
        fill="outline"
        onClick={() =>
          void confirm(t('personal.logoutConfirm')).then(async (yes) => {
            if (yes) await signOut();
          })
        }
      >
        {t('personal.logout')}
      </Button>
    </main>
  );
}
