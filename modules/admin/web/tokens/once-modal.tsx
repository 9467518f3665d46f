import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';

export interface TOnce {
  title: string;
  details?: ReactNode;
  /** The service token or signing secret: the server keeps only its hash (or never shows it again). */
  value: string;
}

/** A credential the server answers only once, with a copy button and a warning that it won't come back. */
export function OnceModal({ once, onClose }: { once: TOnce | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      open={!!once}
      title={once?.title}
      onCancel={onClose}
      mask={{ closable: false }}
      // Once closed, the credential leaves the page as well as the screen.
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('secret.done')}
        </Button>
      }
    >
      {once?.details}
      <Typography.Paragraph
        className="adm-secret"
        data-testid="one-time-secret"
        copyable={{ text: once?.value, tooltips: [t('once.copy'), t('once.copied')] }}
      >
        {once?.value}
      </Typography.Paragraph>
      <Alert type="warning" showIcon title={t('once.warning')} />
    </Modal>
  );
}
