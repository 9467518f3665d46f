import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Form, { type FormInstance } from 'antd/es/form';
import Modal from 'antd/es/modal';
import { CONSOLE_NS } from './console-strings';

/**
 * The console's form dialog: OK submits the form, 取消 closes it, and a closed dialog clears the form
 * for next time. It is rendered while closed too, so the caller's `form` is connected from the start.
 */
export function FormModal<TValues extends object>({
  form,
  open,
  title,
  okText,
  width,
  initialValues,
  onClose,
  onFinish,
  children,
}: {
  form: FormInstance<TValues>;
  open: boolean;
  title: string;
  okText: string;
  width?: number;
  initialValues?: Partial<TValues>;
  onClose: () => void;
  onFinish: (values: TValues) => Promise<void>;
  children: ReactNode;
}) {
  const { t } = useTranslation(CONSOLE_NS);
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('cancel')}
      width={width}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void onFinish(values)}>
        {children}
      </Form>
    </Modal>
  );
}
