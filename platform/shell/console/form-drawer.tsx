import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import type { FormInstance } from 'antd/es/form';
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

/**
 * Fills a drawer's form each time it opens: `blank` for a new record (`id` ''), the record's values once
 * it is read; nothing while the drawer is closed (`id` null).
 */
export function useDrawerValues<F, R>(
  form: FormInstance<F>,
  id: string | null,
  record: R | undefined,
  blank: () => F,
  valuesOf: (record: R) => F,
): void {
  useEffect(() => {
    if (id === null) return;
    form.resetFields();
    if (id === '') form.setFieldsValue(blank() as Parameters<typeof form.setFieldsValue>[0]);
    else if (record) form.setFieldsValue(valuesOf(record) as Parameters<typeof form.setFieldsValue>[0]);
    // `blank` and `valuesOf` are the caller's module-level functions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, record, form]);
}
