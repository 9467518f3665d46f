import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { isRouteHidden } from '@quad/platform/shell/site-settings';
import { useSiteSettings } from '@quad/platform/shell/startup';
import { useSession } from '@quad/platform/shell/use-session';
import { LoadingView } from '@quad/platform/ui/state-views';
import { kindCards } from './kind-cards';
import { NoAccess } from './no-access';
import './views.css';

/** `epideType/index`: the report kinds I may view, each with the role pages my permissions open. */
export function EpideTypePage() {
  const { t } = useTranslation('health', { keyPrefix: 'views' });
  const session = useSession();
  const settings = useSiteSettings().data;
  if (session.pending) return <LoadingView />;
  const cards = kindCards(
    (module) => session.allowed('ncov', module),
    (key) => isRouteHidden(settings, key),
  );
  return (
    <main className="q-page hv-page">
      {cards.length === 0 ? (
        <NoAccess />
      ) : (
        cards.map((card) => (
          <section key={card.kind} className="q-card">
            <h2 className="q-card__title">{t(`kind.${card.kind}`)}</h2>
            <p className="hv-person__meta">{t(`kindHint.${card.kind}`)}</p>
            <ul className="hv-role-links">
              {card.roles.map((role) => (
                <li key={role}>
                  <Link className="hv-role-link" to={`/${card.group}/${role}`}>
                    <strong>{t(`role.${role}`)}</strong>
                    <span>{t(`roleHint.${role}`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </main>
  );
}
