import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchData } from '@quad/platform/shell/request';
import { getGreeting } from '../contract';

/** The phone page: the server's greeting. */
export function ExamplePage() {
  const { t } = useTranslation('example');
  const greeting = useQuery({ queryKey: ['example', 'greeting'], queryFn: () => fetchData(getGreeting, {}) });
  return <p>{greeting.data?.text ?? t('loading')}</p>;
}
