import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '@quad/platform/shell/router';
import { EmptyView } from '@quad/platform/ui/state-views';

/** 无权查看: someone without the role page's ncov modules, with a way back (the report kinds they may view). */
export function NoAccess() {
  const { t } = useTranslation('health', { keyPrefix: 'views' });
  const navigate = useNavigate();
  return (
    <EmptyView text={t('noAccess')}>
      <div className="hv-actions">
        <button type="button" className="q-link" onClick={() => void navigate(-1)}>
          {t('back')}
        </button>
        <Link className="q-button-link" to="/epideType/index">
          {t('kinds')}
        </Link>
      </div>
    </EmptyView>
  );
}
