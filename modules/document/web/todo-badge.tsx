import { useTranslation } from 'react-i18next';
import { registerAreaTranslations } from '@quad/platform/shell/i18n';
import { HomeCountLink } from '@quad/platform/ui/home-count-link';
import { useTodoCount } from './calls/count-todos';
import { translations } from './translations';

/** The home page's "my to-dos" line with how many tasks wait, of every area; nothing while it is unknown. */
function TodoBadge() {
  const { t } = useTranslation('document');
  const count = useTodoCount();
  if (!count.data) return null;
  return <HomeCountLink to="/document/backlog" title={t('home.title')} count={count.data.count} countLabel={t('home.waiting')} />;
}

/** For the home page's lazy import: the area's strings arrive with the widget. */
export async function loadTodoBadge() {
  await registerAreaTranslations('document', translations);
  return { default: TodoBadge };
}
