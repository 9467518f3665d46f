import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import { isNetworkFailure } from '../query-client';
import { RequestError } from '../request';
import { CONSOLE_NS } from './console-strings';

/** A failed load, in the console's own look: the server's words (or 网络错误) and a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(CONSOLE_NS);
  const message = isNetworkFailure(error) ? t('state.network') : error instanceof RequestError ? error.message : t('state.failed');
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={message}
      action={
        <Button size="small" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      }
    />
  );
}

/** What an empty table or list says. */
export function EmptyState({ text }: { text?: string }) {
  const { t } = useTranslation(CONSOLE_NS);
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text ?? t('state.empty')} />;
}
