import { Link } from '../shell/router';

/**
 * A home widget's one line: what it opens, and how many wait there as a red badge (99+ past that),
 * none at 0. The number is read with `countLabel` after it ("3 未读"): a voice user says what they see
 * (WCAG 2.5.3).
 */
export function HomeCountLink({ to, title, count, countLabel }: { to: string; title: string; count: number; countLabel: string }) {
  return (
    <Link to={to} className="q-home-count">
      <span>{title}</span>
      {count > 0 && (
        <>
          <span className="q-home-count__badge">{count > 99 ? '99+' : count}</span>
          <span className="q-visually-hidden">{countLabel}</span>
        </>
      )}
    </Link>
  );
}
