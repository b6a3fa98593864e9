import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import type { LegalPageQueryResult } from '../../content/sanity.types';
import { isSitePath, paths } from '../../lib/paths';
import { SiteLink } from '../../layout/SiteLink';
import type { ReactNode } from 'react';

type LinkMark = { _type: 'link'; href?: string };

/**
 * Site-internal links stay in the app, in the page's language (the content writes them as German
 * paths, see lib/paths.ts); mail, phone and web addresses are ordinary links.
 */
function TextLink({ value, children }: { value?: LinkMark; children: ReactNode }) {
  const href = value?.href ?? '';
  return isSitePath(href) ? (
    <SiteLink to={href}>{children}</SiteLink>
  ) : (
    <a href={href}>{children}</a>
  );
}

const components: PortableTextComponents = { marks: { link: TextLink } };

export function LegalPage() {
  const { t } = useTranslation();
  const page = useLoaderData() as NonNullable<LegalPageQueryResult>;
  return (
    <div className="page legal">
      <h1>{page.heading}</h1>
      <div className="legal__body">
        <PortableText value={page.body ?? []} components={components} />
      </div>
      <SiteLink to={paths.home} className="button">
        {t('legal.backHome')}
      </SiteLink>
    </div>
  );
}
