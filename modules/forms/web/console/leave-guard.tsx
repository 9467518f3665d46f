import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from '@quad/platform/shell/router';
import Modal from 'antd/es/modal';
import { FORMS_CONSOLE_NS } from './console-strings';

/** While there are unsaved changes, leaving (another screen, closing the tab, reloading) asks first. */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation(FORMS_CONSOLE_NS);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={t('design.leaveTitle')}
      okText={t('design.leave')}
      okButtonProps={{ danger: true }}
      cancelText={t('design.stay')}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t('design.leaveText')}
    </Modal>
  );
}
