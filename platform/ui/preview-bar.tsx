import { useTranslation } from 'react-i18next';
import { currentSite } from '../shell/site';

/**
 * Says, on every page of a preview, that this is the draft as a role would see it, and how to leave.
 * Leaving drops the preview link's token, so the next page is the live portal again.
 */
export function PreviewBar() {
  const { t } = useTranslation('shell');
  const preview = currentSite().preview;
  if (!preview) return null;
  return (
    <div className="q-preview-bar" role="status">
      <span>{preview.role ? t('previewBar.as', { role: preview.role }) : t('previewBar.guest')}</span>
      <a href={currentSite().basePath}>{t('previewBar.exit')}</a>
    </div>
  );
}
