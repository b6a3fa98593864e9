import type { ComponentProps } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useLocalizedPath } from '../lib/language';
import { useSiteLinkClick } from './siteLinks';

type SiteLinkProps = Omit<ComponentProps<typeof Link>, 'to' | 'onClick'> & {
  /** A site path as paths.ts and the content write it (German); the link is in the page's language. */
  to: string;
  /** Called when the visitor follows the link in this tab (the header closes its menu). */
  onChosen?: () => void;
  /** A navigation item: marked as the current page (`aria-current`) on exactly its own route. */
  nav?: boolean;
};

/**
 * Every in-site link of header, footer, pages and content: localised with useLocalizedPath, so it
 * stays in the page's language, and with the scrolling of useSiteLinkClick (to the top of the
 * new page, or to the place a hash names). RouteError's link is a plain full-page `<a>` on purpose.
 */
export function SiteLink({ to, onChosen, nav = false, ...props }: SiteLinkProps) {
  const local = useLocalizedPath();
  const onLinkClick = useSiteLinkClick();
  const href = local(to);
  const onClick = onLinkClick(href, onChosen);
  return nav ? (
    <NavLink {...props} to={href} end onClick={onClick} />
  ) : (
    <Link {...props} to={href} onClick={onClick} />
  );
}
