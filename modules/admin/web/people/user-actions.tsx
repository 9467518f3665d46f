import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import type { TAdminUser } from '../../contract';
import { resetPassword } from '../../contract';
import { useSetUserStatus } from '../calls/set-user-status';
import { useCall } from '@quad/platform/shell/console/use-call';

export interface TUserActionHandlers {
  onEdit: (user: TAdminUser) => void;
  /** Absent when the user may not manage roles (no admin/roles in the map). */
  onRoles?: (user: TAdminUser) => void;
  onPassword: (user: TAdminUser, password: string) => void;
}

/** The buttons of one person's row: edit, roles, reset password, disable or enable. */
export function UserActions({ user, onEdit, onRoles, onPassword }: TUserActionHandlers & { user: TAdminUser }) {
  const { t } = useTranslation('admin');
  const { modal } = App.useApp();
  const call = useCall();
  const setUserStatus = useSetUserStatus();

  const reset = () =>
    modal.confirm({
      title: t('user.resetConfirm', { name: user.realname }),
      content: t('user.resetNote'),
      okText: t('user.reset'),
      cancelText: t('cancel'),
      onOk: async () => {
        const done = await call(resetPassword, { uid: user.uid });
        if (done) onPassword(user, done.password);
      },
    });

  const setStatus = async (status: TAdminUser['status']) => {
    await setUserStatus({ uid: user.uid, status }, { success: t(status === 'active' ? 'user.enabled' : 'user.disabled') });
  };

  const disable = () =>
    modal.confirm({
      title: t('user.disableConfirm', { name: user.realname }),
      content: t('user.disableNote'),
      okText: t('user.disable'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () => setStatus('disabled'),
    });

  return (
    <Space size={0}>
      <Button type="link" size="small" onClick={() => onEdit(user)}>
        {t('edit')}
      </Button>
      {onRoles && (
        <Button type="link" size="small" onClick={() => onRoles(user)}>
          {t('user.roles')}
        </Button>
      )}
      <Button type="link" size="small" onClick={reset}>
        {t('user.reset')}
      </Button>
      {user.status === 'active' ? (
        <Button type="link" size="small" danger onClick={disable}>
          {t('user.disable')}
        </Button>
      ) : (
        <Button type="link" size="small" onClick={() => void setStatus('active')}>
          {t('user.enable')}
        </Button>
      )}
    </Space>
  );
}
