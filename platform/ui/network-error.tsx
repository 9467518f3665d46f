import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { FeedbackPanel } from './feedback-panel';
import image from './network-error.svg';

/**
 * The network-error screen (spec §2.3): image, text (default 网络错误) and 返回 (one page back), with
 * a feedback panel (意见反馈) whose text reaches the site's administrators.
 */
export function NetworkError({ text }: { text?: string }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  return (
    <section className="q-network-error" role="alert">
      <img src={image} alt="" width={160} height={120} />
      <p className="q-network-error__text">{text ?? t('networkError')}</p>
      <Button color="primary" fill="outline" onClick={() => history.back()}>
        {t('back')}
      </Button>
      <button type="button" className="q-link" onClick={() => setOpen(true)}>
        {t('feedback.open')}
      </button>
      <FeedbackPanel open={open} onClose={() => setOpen(false)} />
    </section>
  );
}
