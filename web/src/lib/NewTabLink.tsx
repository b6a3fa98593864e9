import type { ReactNode } from 'react';
import { useTranslation } from './language';

/**
 * A link to another site, opened in a new tab: without access to this page (noopener), without
 * telling where the visitor came from (noreferrer), and saying so to screen readers.
 */
export function NewTabLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('footer.opensInNewTab')}</span>
    </a>
  );
}
