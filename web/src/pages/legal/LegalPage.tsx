import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import type { LegalPageQueryResult } from '../../content/sanity.types';
import { paths } from '../../lib/paths';
import { useLocalizedPath } from '../../lib/language';
import type { ReactNode } from 'react';

type LinkMark = { _type: 'link'; href?: string };

/**
 * Site-internal links stay in the app, in the page's language (the content writes them as German
 * paths, see lib/paths.ts); mail, phone and web addresses are ordinary links.
 */
function TextLink({ value, children }: { value?: LinkMark; children: ReactNode }) {
  const local = useLocalizedPath();
  const href = value?.href ?? '';
  return href.startsWith('/') ? (
    <Link to={local(href)}>{children}</Link>
  ) : (
    <a href={href}>{children}</a>
  );
}

const components: PortableTextComponents = { marks: { link: TextLink } };

export function LegalPage() {
  const { t } = useTranslation();
  const local = useLocalizedPath();
  const page = useLoaderData() as NonNullable<LegalPageQueryResult>;
  return (
    <div className="page legal">
      <h1>{page.heading}</h1>
      <div className="legal__body">
        <PortableText value={page.body ?? []} components={components} />
      </div>
      <Link to={local(paths.home)} className="button">
        {t('legal.backHome')}
      </Link>
    </div>
  );
}
