import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ApiOutlined,
  BarChartOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  GlobalOutlined,
  KeyOutlined,
  MessageOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import ConfigProvider from 'antd/es/config-provider';
import Layout from 'antd/es/layout';
import Menu from 'antd/es/menu';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { DEFAULT_LOGO } from '@quad/contracts/site-constants';
import { currentLang } from '@quad/web/shell/i18n';
import { goLogin } from '@quad/web/shell/login-redirect';
import { currentSite } from '@quad/web/shell/site';
import { useSiteSettings } from '@quad/web/shell/startup';
import { useSession } from '@quad/web/shell/use-session';
import { antdLocale } from './antd-locale';
import { NoPermission } from './no-permission';
import { allowedSections, type TSectionPage } from './sections';
import '../admin.css';

const ICONS: Record<TSectionPage | 'index', ReactNode> = {
  index: <DashboardOutlined />,
  people: <TeamOutlined />,
  roles: <SafetyCertificateOutlined />,
  audit: <FileSearchOutlined />,
  feedback: <MessageOutlined />,
  usage: <BarChartOutlined />,
  settings: <SettingOutlined />,
  tokens: <KeyOutlined />,
  webhooks: <ApiOutlined />,
  reference: <ReadOutlined />,
  sites: <GlobalOutlined />,
};

/** antd in the portal's language, with the message and modal contexts the screens use. */
function AdminProviders({ children }: { children: ReactNode }) {
  // Subscribes to language changes, so antd's own texts switch with the portal's.
  useTranslation();
  return (
    // No space forced between the two characters of 保存 or 删除: the portal writes them as people type them.
    <ConfigProvider locale={antdLocale(currentLang())} button={{ autoInsertSpace: false }}>
      <App>{children}</App>
    </ConfigProvider>
  );
}

/** Who is here decides what shows: a spinner, a failure, the way to sign in, 无权限, or the console. */
function SessionGate({ children }: { children: (sections: TSectionPage[]) => ReactNode }) {
  const { t } = useTranslation('admin');
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
  const sections = allowedSections(session).map((s) => s.page);
  return sections.length === 0 ? <NoPermission /> : children(sections);
}

/**
 * The console's frame around every screen: a side menu with only what the permission map opens,
 * the screen's title, and 无权限 in place of a screen the user may not use.
 */
export function AdminFrame({ page, children }: { page: TSectionPage | 'index'; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const session = useSession();
  const settings = useSiteSettings();
  const site = currentSite();
  const logo = site.imgUrl || settings.data?.site_logo || DEFAULT_LOGO;
  const menuItem = (key: TSectionPage | 'index', label: string) => ({
    key,
    icon: ICONS[key],
    label: <Link to={`/admin/${key}`}>{label}</Link>,
  });
  return (
    <AdminProviders>
      <SessionGate>
        {(sections) => (
          <Layout className="adm-frame">
            <a className="adm-skip" href="#adm-main">
              {t('frame.skip')}
            </a>
            <Layout.Sider width={208} breakpoint="lg" collapsedWidth={0} className="adm-sider">
              <div className="adm-brand">
                <img src={logo} alt="" width={32} height={32} />
                <span>{t('title.admin.index')}</span>
              </div>
              <nav aria-label={t('frame.menu')}>
                <Menu
                  theme="dark"
                  mode="inline"
                  selectedKeys={[page]}
                  items={[menuItem('index', t('menu.index')), ...sections.map((s) => menuItem(s, t(`title.admin.${s}`)))]}
                />
              </nav>
            </Layout.Sider>
            <Layout>
              <Layout.Header className="adm-header">
                <h1 className="adm-header__title">{t(`title.admin.${page}`)}</h1>
                <span className="adm-header__site">{site.name || settings.data?.site_name}</span>
                <span className="adm-header__user">{session.name}</span>
                <Link to="/">{t('frame.portal')}</Link>
              </Layout.Header>
              <Layout.Content id="adm-main" className="adm-content" tabIndex={-1}>
                {page === 'index' || sections.includes(page) ? children : <NoPermission />}
              </Layout.Content>
            </Layout>
          </Layout>
        )}
      </SessionGate>
    </AdminProviders>
  );
}
