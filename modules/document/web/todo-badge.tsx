import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { registerAreaTranslations } from '@quad/platform/shell/i18n';
import { useTodoCount } from './calls/count-todos';
import { translations } from './translations';
import './document.css';

/** The home page's "my to-dos" line with how many tasks wait, of every area; nothing while it is unknown. */
function TodoBadge() {
  const { t } = useTranslation('document');
  const count = useTodoCount();
  if (!count.data) return null;
  return (
    // Named by what it shows: a voice user says what they see (WCAG 2.5.3).
    <Link to="/document/backlog" className="doc-home">
      <span>{t('home.title')}</span>
      {count.data.count > 0 && (
        <>
          <span className="doc-home__badge" data-testid="todo-badge">
            {count.data.count > 99 ? '99+' : count.data.count}
          </span>
          <span className="q-visually-hidden">{t('home.waiting')}</span>
        </>
      )}
    </Link>
  );
}

/** For the home page's lazy import: the area's strings arrive with the widget. */
export async function loadTodoBadge() {
  await registerAreaTranslations('document', translations);
  return { default: TodoBadge };
}
