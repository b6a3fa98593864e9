import { useLoaderData } from 'react-router-dom';
import type { LandingContent } from '../../content/pageContent';
import { Text } from '../../lib/LocalizedText';
import { PageSections } from '../../sections/PageSections';
import { NotFoundPage } from '../NotFoundPage';
import { isNotFound, type NotFoundContent } from '../notFound';

/**
 * A landing page (/l/<slug>): built from the same sections as the home page. Without a hero
 * section its SEO title is its heading, for screen readers, so that no page lacks a main heading.
 */
export function LandingPage() {
  const page = useLoaderData() as LandingContent | NotFoundContent;
  if (isNotFound(page)) return <NotFoundPage />;
  const hasHero = page.sections?.some(({ _type }) => _type === 'heroSection');
  return (
    <>
      {!hasHero && (
        <h1 className="visually-hidden">
          <Text value={page.seo.title} />
        </h1>
      )}
      {/* Keyed: another landing page starts its own demo call, with its own greeting. */}
      <PageSections
        key={page._id}
        sections={page.sections}
        demo={page.demo}
        scenario={page.demoScenario}
      />
    </>
  );
}
