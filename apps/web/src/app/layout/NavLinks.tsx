import { Link, useLocation } from 'react-router';
import { isNavActive, type NavItem } from './nav.ts';

/**
 * One link per navigation entry. The current page's link carries aria-current, which screen
 * readers announce and the stylesheet highlights.
 */
export function NavLinks({
  items,
  linkClassName,
  iconSize,
}: {
  items: readonly NavItem[];
  linkClassName: string | undefined;
  iconSize: number;
}) {
  const { pathname } = useLocation();
  return items.map(({ label, path, Icon }) => (
    <Link key={path} to={path} className={linkClassName} aria-current={isNavActive(path, pathname) ? 'page' : undefined}>
      <Icon size={iconSize} aria-hidden />
      {label}
    </Link>
  ));
}
