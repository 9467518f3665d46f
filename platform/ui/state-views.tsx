import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { isNetworkFailure } from '../shell/query-client';
import { RequestError } from '../shell/request';

/** The network-error screen carries a popup (and its animation library): fetched only when needed. */
const NetworkErrorScreen = lazy(() => import('./network-error').then((m) => ({ default: m.NetworkError })));

export function LazyNetworkError({ text }: { text?: string }) {
  return (
    <Suspense fallback={<LoadingView />}>
      <NetworkErrorScreen text={text} />
    </Suspense>
  );
}

/** The loading, empty and error states every screen shows (DESIGN.md §5). */
export function LoadingView({ text }: { text?: string }) {
  const { t } = useTranslation('shell');
  return (
    <div className="q-state" role="status" aria-live="polite">
      <DotLoading color="primary" />
      <span>{text ?? t('loading')}</span>
    </div>
  );
}

export function EmptyView({ text, children }: { text?: string; children?: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <div className="q-state q-state--empty">
      <svg viewBox="0 0 64 41" width="64" height="41" aria-hidden="true">
        <g fill="none" fillRule="evenodd" transform="translate(0 1)">
          <ellipse fill="#f0f1f5" cx="32" cy="33" rx="32" ry="7" />
          <path d="M55 12.8 44.9 1.3A2.5 2.5 0 0 0 43 .4H21c-.7 0-1.4.3-1.9.9L9 12.8V22h46z" stroke="#d9dce3" fill="#fafafb" />
          <path
            d="M41.6 15.9c0-1.6 1-2.9 2.2-2.9H55v18.1c0 2.1-1.3 3.9-3 3.9H12c-1.7 0-3-1.8-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 2.9 0 1.6 1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.3 2.2-2.9z"
            fill="#f3f4f7"
            stroke="#d9dce3"
          />
        </g>
      </svg>
      <span>{text ?? t('empty')}</span>
      {children}
    </div>
  );
}

/** A failed load: the network-error screen when the network failed, else the server's message and a retry. */
export function ErrorView({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('shell');
  if (isNetworkFailure(error)) return <LazyNetworkError />;
  const message = error instanceof RequestError ? error.message : t('loadFailed');
  return (
    <div className="q-state q-state--error" role="alert">
      <span>{message}</span>
      {onRetry && (
        <Button size="small" color="primary" fill="outline" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}
