import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { ErrorCode } from '@quad/contracts/errors';
import { submitFeedback } from '@quad/contracts/platform-calls';
import { alert, confirm, toast } from '../shell/dialogs';
import { i18n } from '../shell/i18n';
import { request } from '../shell/request';
import { isLoggedIn } from '../shell/session';
import { ImageAttachments, type TPicture } from './image-attachments';
import { LabelledTextArea } from './labelled-text-area';

/** The feedback contract's limit on the text, screenshot addresses included. */
const MAX_CONTENT = 2000;
const MAX_IMAGES = 3;

/**
 * The feedback carries its screenshots as addresses on lines of their own after the text: the site's
 * administrators open them from the feedback inbox (they are signed in, as attachments require).
 */
function withImages(text: string, images: TPicture[]): string {
  const lines = images.map((image, i) => `${i18n.t('shell:feedback.image', { n: i + 1 })}: ${new URL(image.url, location.href).href}`);
  return [text, ...lines].join('\n');
}

/**
 * The feedback panel (意见反馈, spec §2.3): a text, screenshots for signed-in users (uploads need a
 * session), then 提交 → the confirm dialog → sent to the site's administrators → the alert dialog.
 */
export function FeedbackPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<TPicture[]>([]);
  const [sending, setSending] = useState(false);
  const reserved = withImages('', images).length;

  const submit = async () => {
    if (!content.trim()) {
      toast(t('feedback.required'));
      return;
    }
    if (!(await confirm())) return;
    setSending(true);
    const answer = await request(submitFeedback, { content: withImages(content.trim(), images), page: location.href });
    setSending(false);
    if (answer.e !== ErrorCode.OK) {
      // Network and system failures were already shown by request(); business refusals say why.
      if (answer.e > 0 && answer.e !== ErrorCode.SYSTEM) toast(answer.m);
      return;
    }
    setContent('');
    setImages([]);
    onClose();
    await alert();
  };

  return (
    <Popup visible={open} onMaskClick={onClose} bodyClassName="q-feedback">
      <h2 className="q-feedback__title">{t('feedback.title')}</h2>
      <LabelledTextArea
        label={t('feedback.title')}
        placeholder={t('feedback.placeholder')}
        value={content}
        onChange={setContent}
        rows={4}
        maxLength={MAX_CONTENT - reserved}
        showCount
      />
      {isLoggedIn() && <ImageAttachments images={images} onChange={setImages} max={MAX_IMAGES} />}
      <Button block color="primary" loading={sending} onClick={() => void submit()}>
        {t('feedback.submit')}
      </Button>
    </Popup>
  );
}
