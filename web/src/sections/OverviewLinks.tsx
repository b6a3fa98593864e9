import type { SectionOf } from '../content/pageContent';
import { SiteLink } from '../layout/SiteLink';
import { Text } from '../lib/LocalizedText';

/**
 * „Links zu Übersichten“: the pages a buyer looks for (the industries, the case studies, trust
 * and data protection) as a row of links. Plain links: nothing to hydrate.
 */
export function OverviewLinks({
  section,
  id,
}: {
  section: SectionOf<'overviewLinksSection'>;
  id: string;
}) {
  return (
    <section className="overview-links" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <Text value={section.heading} />
      </h2>
      <ul className="overview-links__list">
        {section.links?.map((link) =>
          link.target ? (
            <li key={link._key}>
              <SiteLink to={link.target} className="overview-links__link">
                <Text value={link.label} />
              </SiteLink>
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}
