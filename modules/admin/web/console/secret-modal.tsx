import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import type { ReactNode } from 'react';

export interface TSecret {
  title: string;
  /** Who the password belongs to, and anything else worth noting down with it. */
  details: ReactNode;
  password: string;
}

/** Puts text on the clipboard; where the Clipboard API is refused (plain http), the selected text is copied. */
async function copyText(text: string, element: HTMLElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!element) return false;
    const range = document.createRange();
    range.selectNodeContents(element);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    return document.execCommand('copy');
  }
}

/**
 * A password the server shows only once (a new person's, a reset one, a new site's first
 * administrator's): large, selectable, with a copy button, and a warning that it won't be shown again.
 */
export function SecretModal({ secret, onClose }: { secret: TSecret | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [copied, setCopied] = useState(false);
  const code = useRef<HTMLElement>(null);
  return (
    <Modal
      open={!!secret}
      title={secret?.title}
      onCancel={onClose}
      afterClose={() => setCopied(false)}
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('secret.done')}
        </Button>
      }
    >
      {secret?.details}
      <code ref={code} className="adm-secret" data-testid="one-time-password">
        {secret?.password}
      </code>
      <Button onClick={() => void copyText(secret?.password ?? '', code.current).then(setCopied)}>
        {copied ? t('secret.copied') : t('secret.copy')}
      </Button>
      <Alert style={{ marginTop: 16 }} type="warning" showIcon title={t('secret.once')} />
    </Modal>
  );
}
