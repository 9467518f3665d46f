import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Card from 'antd/es/card';
import { useSession } from '@quad/web/shell/use-session';
import { allowedSections } from '../console/sections';

/** 管理后台: the console's first screen, one card for each part this user may use. */
export default function Overview() {
  const { t } = useTranslation('admin');
  const session = useSession();
  return (
    <>
      <p className="adm-muted" style={{ marginBottom: 16 }}>
        {t('overview.welcome', { name: session.name })}
      </p>
      <ul className="adm-overview">
        {allowedSections(session).map(({ page }) => (
          <li key={page}>
            <Link to={`/admin/${page}`} className="adm-overview__link">
              <Card hoverable size="small" title={t(`title.admin.${page}`)}>
                {t(`overview.${page}`)}
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
