import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import TextArea from 'antd-mobile/es/components/text-area';
import { submitFeedback } from '@quad/contracts/platform-calls';
import { ErrorCode } from '@quad/contracts/errors';
import { toast } from '../shell/dialogs';
import { request } from '../shell/request';
import image from './network-error.svg';

/**
 * The network-error screen (spec §2.3): image, text (default 网络错误) and 返回 (one page back), with
 * a feedback panel (意见反馈) whose text reaches the site's administrators.
 */
export function NetworkError({ text }: { text?: string }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (!content.trim()) {
      toast(t('feedback.required'));
      return;
    }
    setSending(true);
    const answer = await request(submitFeedback, { content: content.trim(), page: location.href });
    setSending(false);
    if (answer.e !== ErrorCode.OK) {
      // Network and system failures were already shown by request(); business refusals say why.
      if (answer.e > 0 && answer.e !== ErrorCode.SYSTEM) toast(answer.m);
      return;
    }
    toast(t('feedback.sent'));
    setContent('');
    setOpen(false);
  };

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
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName="q-feedback">
        <h2 className="q-feedback__title">{t('feedback.title')}</h2>
        <TextArea
          aria-label={t('feedback.title')}
          placeholder={t('feedback.placeholder')}
          value={content}
          onChange={setContent}
          rows={4}
          maxLength={2000}
          showCount
        />
        <Button block color="primary" loading={sending} onClick={() => void submit()}>
          {t('feedback.submit')}
        </Button>
      </Popup>
    </section>
  );
}
