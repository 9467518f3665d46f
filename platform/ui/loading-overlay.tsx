import { useTranslation } from 'react-i18next';
import { loadingCount } from '../shell/loading';
import { useStore } from '../shell/store';

/** The loading overlay (spec §2.3, default text 正在加载中...), shown while calls that asked for it run. */
export function LoadingOverlay({ text, visible }: { text?: string; visible?: boolean }) {
  const { t } = useTranslation('shell');
  const count = useStore(loadingCount);
  if (!(visible ?? count > 0)) return null;
  return (
    <div className="q-overlay" role="status" aria-live="polite">
      <div className="q-overlay__box">
        <span className="q-spinner" aria-hidden="true" />
        <span>{text ?? t('loadingOverlay')}</span>
      </div>
    </div>
  );
}
