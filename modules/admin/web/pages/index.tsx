import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import Card from 'antd/es/card';
import { currentLang } from '@quad/platform/shell/i18n';
import { sectionTitle, useConsoleSections } from '@quad/platform/console/console-frame';
import { useSession } from '@quad/platform/shell/use-session';

/** 管理后台: the console's first screen, one card for each screen of any area this user may use. */
export default function Overview() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const sections = useConsoleSections().filter((s) => !s.console.home && s.console.menu !== false);
  return (
    <>
      <p className="adm-muted" style={{ marginBottom: 16 }}>
        {t('overview.welcome', { name: session.name })}
      </p>
      <ul className="adm-overview">
        {sections.map((section) => (
          <li key={section.key}>
            <Link to={`/${section.key}`} className="adm-overview__link">
              <Card hoverable size="small" title={sectionTitle(section)}>
                {/* Another area's screen is described by that area's name. */}
                {section.areaId === 'admin' ? t(`overview.${section.page.name}`) : section.areaName[currentLang()]}
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
