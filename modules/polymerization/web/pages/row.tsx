import type { ReactNode } from 'react';
import { Link } from '@quad/platform/shell/router';
import { isRouteHidden } from '@quad/platform/shell/site-settings';
import { useSiteSettings } from '@quad/platform/shell/startup';

/**
 * One line of the account centre: a label, its value, and where it leads when it leads somewhere;
 * a line leading to a page the site hid is not shown.
 */
export function Row({ to, label, value }: { to?: string; label: string; value?: ReactNode }) {
  const settings = useSiteSettings();
  if (to && isRouteHidden(settings.data, to.split('?')[0]!)) return null;
  const inner = (
    <>
      <span>{label}</span>
      <span className="ac-row__value">
        {value}
        {to && <span aria-hidden="true"> ›</span>}
      </span>
    </>
  );
  return to ? (
    <Link to={to} className="ac-row">
      {inner}
    </Link>
  ) : (
    <div className="ac-row">{inner}</div>
  );
}
