import { useTranslation } from 'react-i18next';
import { useNavigate } from '../router';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { CONSOLE_NS } from './console-strings';

/** 无权限: what someone without this part of the permission map sees instead of the screen. */
export function NoPermission() {
  const { t } = useTranslation(CONSOLE_NS);
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={<h1 className="adm-result-title">{t('noPermission.title')}</h1>}
      subTitle={t('noPermission.text')}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          {t('noPermission.home')}
        </Button>
      }
    />
  );
}
