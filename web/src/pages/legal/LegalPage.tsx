import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import type { LegalPageQueryResult } from '../../content/sanity.types';
import { isSitePath, paths } from '../../lib/paths';
import { SiteLink } from '../../layout/SiteLink';
import type { ReactNode } from 'react';
import { Text, useLangOf } from '../../lib/LocalizedText';

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
  const bodyLang = useLangOf(page.body);
  return (
    <div className="page legal">
      <h1>
        <Text value={page.heading} />
      </h1>
      <div className="legal__body" lang={bodyLang}>
        <PortableText value={page.body.text ?? []} components={components} />
      </div>
      <SiteLink to={paths.home} className="button">
        {t('legal.backHome')}
      </SiteLink>
    </div>
  );
}
