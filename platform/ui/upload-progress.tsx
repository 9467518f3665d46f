import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import ProgressBar from 'antd-mobile/es/components/progress-bar';

/** Upload progress (spec §2.3): 上传中... with the percentage, gone once the upload reaches 100 %. */
export function UploadProgress({ percent }: { percent: number | undefined }) {
  const { t } = useTranslation('shell');
  if (percent === undefined || percent >= 100) return null;
  const value = Math.max(0, Math.round(percent));
  // Over the whole window, also when the upload started inside a popup.
  return createPortal(
    <div className="q-overlay" role="status" aria-live="polite">
      <div className="q-overlay__box q-upload">
        <span>{t('uploading')}</span>
        <ProgressBar percent={value} text style={{ '--text-width': '40px', '--fill-color': '#fff' }} />
      </div>
    </div>,
    document.body,
  );
}
