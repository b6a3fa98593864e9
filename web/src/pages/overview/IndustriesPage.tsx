import { useLoaderData } from 'react-router-dom';
import type { IndustriesOverviewContent } from '../../content/pageContent';
import { PageHeader } from '../../layout/PageHeader';
import { SiteLink } from '../../layout/SiteLink';
import { isPageSlug, landingPagePath } from '../../lib/paths';
import { Text, textOf } from '../../lib/LocalizedText';
import './overview.css';

/** „Branchen“ (/branchen): every landing page with its title, its short text and a link to it. */
export function IndustriesPage() {
  const page = useLoaderData() as IndustriesOverviewContent;
  return (
    <div className="page overview">
      <PageHeader heading={page.heading} intro={page.intro} />
      <ul className="overview__list">
        {page.entries.map((entry) =>
          entry.slug && isPageSlug(entry.slug) ? (
            <li key={entry._id} className="overview__entry">
              <h2>
                <Text value={entry.title} />
              </h2>
              <p>
                <Text value={entry.text} />
              </p>
              <SiteLink to={landingPagePath(entry.slug)} className="text-link">
                <Text value={page.linkLabel} />
                <span className="visually-hidden">: {textOf(entry.title)}</span>
              </SiteLink>
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}
