import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { useTranslation } from '../../lib/language';
import { useLoaderData, useLocation } from 'react-router-dom';
import type { LegalPageQueryResult } from '../../content/sanity.types';
import { isSitePath, paths, unlocalizedPath } from '../../lib/paths';
import { SiteLink } from '../../layout/SiteLink';
import type { ReactNode } from 'react';
import { Text, useLangOf } from '../../lib/LocalizedText';
import { tableOfContents, type ContentsEntry } from './tableOfContents';
import './legal.css';

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

/** The text's blocks, its h2 headings with the ids the table of contents links to. */
const componentsFor = (contents: ContentsEntry[]): PortableTextComponents => {
  const ids = new Map(contents.map(({ key, id }) => [key, id]));
  return {
    marks: { link: TextLink },
    block: {
      h2: ({ value, children }) => <h2 id={ids.get(value._key ?? '')}>{children}</h2>,
    },
  };
};

/**
 * The headings of a long text as links: SiteLink scrolls to each the site's one way
 * (web/src/lib/hashTarget.ts), below the sticky header; without JavaScript the browser does.
 */
function TableOfContents({
  contents,
  lang,
}: {
  contents: ContentsEntry[];
  /** The text's language where it differs from the page's (an English page shows German). */
  lang: string | undefined;
}) {
  const { t } = useTranslation();
  const here = unlocalizedPath(useLocation().pathname);
  return (
    <nav className="legal__contents" aria-labelledby="legal-contents-heading">
      <h2 id="legal-contents-heading" className="legal__contents-heading">
        {t('legal.contents')}
      </h2>
      <ul lang={lang}>
        {contents.map(({ id, text }) => (
          <li key={id}>
            <SiteLink to={`${here}#${id}`}>{text}</SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function LegalPage() {
  const { t } = useTranslation();
  const page = useLoaderData() as NonNullable<LegalPageQueryResult>;
  const bodyLang = useLangOf(page.body);
  const blocks = page.body.text ?? [];
  const contents = tableOfContents(blocks);
  return (
    <div className="page legal">
      <h1>
        <Text value={page.heading} />
      </h1>
      {contents.length > 0 && <TableOfContents contents={contents} lang={bodyLang} />}
      <div className="legal__body" lang={bodyLang}>
        <PortableText value={blocks} components={componentsFor(contents)} />
      </div>
      <p className="legal__back">
        <SiteLink to={paths.home} className="button button--secondary">
          {t('legal.backHome')}
        </SiteLink>
      </p>
    </div>
  );
}
