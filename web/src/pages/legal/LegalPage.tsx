import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import type { LegalPageQueryResult } from '../../content/sanity.types';
import { paths } from '../../lib/paths';

type LinkMark = { _type: 'link'; href?: string };

// Site-internal links stay in the app; mail, phone and web addresses are ordinary links.
const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => {
      const href = (value as LinkMark | undefined)?.href ?? '';
      return href.startsWith('/') ? (
        <Link to={href}>{children}</Link>
      ) : (
        <a href={href}>{children}</a>
      );
    },
  },
};

export function LegalPage() {
  const { t } = useTranslation();
  const page = useLoaderData() as NonNullable<LegalPageQueryResult>;
  return (
    <div className="page legal">
      <h1>{page.heading}</h1>
      <div className="legal__body">
        <PortableText value={page.body ?? []} components={components} />
      </div>
      <Link to={paths.home} className="button">
        {t('legal.backHome')}
      </Link>
    </div>
  );
}
