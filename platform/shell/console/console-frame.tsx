import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../router';
import { ApiOutlined, AppstoreOutlined, AuditOutlined, BarChartOutlined, CommentOutlined, DashboardOutlined, FileSearchOutlined, FormOutlined, GlobalOutlined, KeyOutlined, MessageOutlined, NotificationOutlined, ReadOutlined, SafetyCertificateOutlined, SendOutlined, SettingOutlined, TeamOutlined, VideoCameraOutlined } from '@ant-design/icons';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import ConfigProvider from 'antd/es/config-provider';
import Layout from 'antd/es/layout';
import Menu from 'antd/es/menu';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { DEFAULT_LOGO } from '@quad/contracts/site-constants';
import { pageTitle, registeredModules, type TWebModule } from '../area';
import { currentLang } from '../i18n';
import { goLogin } from '../login-redirect';
import { currentSite } from '../site';
import { useSiteSettings } from '../startup';
import { useSession } from '../use-session';
import { antdLocale } from './antd-locale';
import { allowedSections, consoleSections, menuKey, type TConsoleSection } from './console-sections';
import { CONSOLE_NS } from './console-strings';
import { consoleTheme } from './console-theme';
import { NoPermission } from './no-permission';
import './console.css';

/** Read once: a change of the system's motion setting shows from the next page load. */
const THEME = consoleTheme();

let known: { modules: readonly TWebModule[]; sections: TConsoleSection[] } | undefined;

/**
 * The console screens of every area, from the manifests the app registered at start-up
 * (`setWebModules`): the same objects on every call, since the frame finds the current screen among them.
 */
function allSections(): TConsoleSection[] {
  const modules = registeredModules();
  if (known?.modules !== modules) known = { modules, sections: consoleSections(modules) };
  return known.sections;
}

/** The icons a manifest may name (`console.icon`): a screen that names one gets it, else its area's own. */
const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  team: <TeamOutlined />,
  safety: <SafetyCertificateOutlined />,
  'file-search': <FileSearchOutlined />,
  message: <MessageOutlined />,
  'bar-chart': <BarChartOutlined />,
  setting: <SettingOutlined />,
  key: <KeyOutlined />,
  api: <ApiOutlined />,
  read: <ReadOutlined />,
  global: <GlobalOutlined />,
  form: <FormOutlined />,
  'video-camera': <VideoCameraOutlined />,
  comment: <CommentOutlined />,
  notification: <NotificationOutlined />,
  send: <SendOutlined />,
  audit: <AuditOutlined />,
};

/** An area's own icon (`web/icon.ts`) in the menu's icon slot, where antd sizes and colours it; the item's words name it. */
function areaIcon(areaId: string): ReactNode {
  const Icon = registeredModules().find((m) => m.manifest.id === areaId)?.icon;
  if (!Icon) return <AppstoreOutlined />;
  return (
    <span className="anticon" aria-hidden="true">
      <Icon />
    </span>
  );
}

/** A console screen's title in the current language (the area's `title.{module}.{page}`, else the manifest's). */
export const sectionTitle = (section: TConsoleSection): string => pageTitle(section.areaId, section.module, section.page);

/** The console screens this user may open, in menu order (the overview's cards). */
export function useConsoleSections(): TConsoleSection[] {
  return allowedSections(allSections(), useSession());
}

/** antd in the portal's language, with the message and modal contexts the screens use. */
function ConsoleProviders({ children }: { children: ReactNode }) {
  // Subscribes to language changes, so antd's own texts switch with the portal's.
  useTranslation();
  return (
    // No space forced between the two characters of 保存 or 删除: the portal writes them as people type them.
    <ConfigProvider locale={antdLocale(currentLang())} theme={THEME} button={{ autoInsertSpace: false }}>
      <App>{children}</App>
    </ConfigProvider>
  );
}

/** Who is here decides what shows: a spinner, a failure, the way to sign in, 无权限, or the console. */
function SessionGate({ children }: { children: (sections: TConsoleSection[]) => ReactNode }) {
  const { t } = useTranslation(CONSOLE_NS);
  const session = useSession();
  if (session.pending)
    return (
      <div className="adm-center" role="status">
        <Spin size="large" />
        <span>{t('state.loading')}</span>
      </div>
    );
  if (session.error)
    return (
      <Result
        status="error"
        title={t('state.failed')}
        extra={
          <Button type="primary" onClick={session.retry}>
            {t('state.retry')}
          </Button>
        }
      />
    );
  if (!session.loggedIn)
    return (
      <Result
        status="info"
        title={t('session.lost')}
        extra={
          <Button type="primary" onClick={() => goLogin()}>
            {t('session.login')}
          </Button>
        }
      />
    );
  const sections = allowedSections(allSections(), session);
  return sections.length === 0 ? <NoPermission /> : children(sections);
}

/**
 * The console's frame around every screen of every area: a side menu with only what the
 * permission map opens, the screen's title, and 无权限 in place of a screen the user may not use.
 * `page` is the screen's `module/page`.
 */
export function ConsoleFrame({ page, children }: { page: string; children: ReactNode }) {
  const { t } = useTranslation(CONSOLE_NS);
  const session = useSession();
  const settings = useSiteSettings();
  const site = currentSite();
  const logo = site.imgUrl || settings.data?.site_logo || DEFAULT_LOGO;
  const sections = allSections();
  const current = sections.find((s) => s.key === page);
  const selected = menuKey(sections, page);
  const menuItem = (section: TConsoleSection) => ({
    key: section.key,
    icon: ICONS[section.console.icon ?? ''] ?? areaIcon(section.areaId),
    label: <Link to={`/${section.key}`}>{section.console.home ? t('menu.home') : sectionTitle(section)}</Link>,
  });
  return (
    <ConsoleProviders>
      <SessionGate>
        {(sections) => (
          <Layout className="adm-frame">
            <a className="adm-skip" href="#adm-main">
              {t('frame.skip')}
            </a>
            <Layout.Sider width={208} breakpoint="lg" collapsedWidth={0} className="adm-sider">
              <div className="adm-brand">
                <img src={logo} alt="" width={32} height={32} />
                <span>{t('title')}</span>
              </div>
              <nav aria-label={t('frame.menu')}>
                <Menu
                  theme="dark"
                  mode="inline"
                  selectedKeys={selected ? [selected] : []}
                  items={sections.filter((s) => s.console.menu !== false).map(menuItem)}
                />
              </nav>
            </Layout.Sider>
            <Layout>
              <Layout.Header className="adm-header">
                <h1 className="adm-header__title">{current ? sectionTitle(current) : ''}</h1>
                <span className="adm-header__site">{site.name || settings.data?.site_name}</span>
                <span className="adm-header__user">{session.name}</span>
                <Link to="/">{t('frame.portal')}</Link>
              </Layout.Header>
              <Layout.Content id="adm-main" className="adm-content" tabIndex={-1}>
                {current && sections.includes(current) ? children : <NoPermission />}
              </Layout.Content>
            </Layout>
          </Layout>
        )}
      </SessionGate>
    </ConsoleProviders>
  );
}
