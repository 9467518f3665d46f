import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Space from 'antd/es/space';
import { CONSOLE_NS } from './console-strings';

/** The console's edit drawer: a title, the form, and 取消 / 保存 that submit it. */
export function FormDrawer({
  open,
  title,
  width,
  onClose,
  onSave,
  children,
}: {
  open: boolean;
  title: string;
  width: number;
  onClose: () => void;
  onSave: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(CONSOLE_NS);
  return (
    <Drawer
      open={open}
      title={title}
      size={width}
      onClose={onClose}
      forceRender
      extra={
        <Space>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" onClick={onSave}>
            {t('save')}
          </Button>
        </Space>
      }
    >
      {children}
    </Drawer>
  );
}
