import type { ReactNode } from 'react';
import type { DemoContent, Section, SectionOf } from '../content/pageContent';
import { CallToAction } from '../layout/CallToAction';
import { HydrationBoundary } from '../lib/hydration';
import { AboutTeaser } from './AboutTeaser';
import { ContactSection } from './ContactSection';
import { Hero } from './Hero';
import { StaticSection } from './StaticSection';
import { StatsCarousel } from './StatsCarousel';
import { Timeline } from './Timeline';
import './sections.css';
import './proof.css';

/**
 * The section types a visitor only reads, rendered through StaticSection (./StaticSection.tsx)
 * by ReadOnlySection (./readOnlySections.tsx): the page hydrates them from their HTML, so the
 * prerender leaves their content out of the page's hydration data (withoutReadOnlyContent).
 */
const readOnlySectionTypes = [
  'logoStripSection',
  'benefitsSection',
  'sampleConversationSection',
  'testimonialsSection',
  'caseStudiesSection',
  'faqSection',
  'overviewLinksSection',
] as const satisfies Section['_type'][];

/** A section of a read-only type. */
export type ReadOnlySectionContent = SectionOf<(typeof readOnlySectionTypes)[number]>;

const isReadOnly = (section: Section): section is ReadOnlySectionContent =>
  (readOnlySectionTypes as readonly string[]).includes(section._type);

/**
 * Loader data with the read-only sections reduced to their key and type: all the hydration
 * needs of them, and less for every visitor to download (docs/decisions/0028-pages-from-sections.md).
 */
export function withoutReadOnlyContent(loaderData: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(loaderData).map(([routeId, data]) => {
      const sections = (data as { sections?: unknown } | null)?.sections;
      if (!Array.isArray(sections)) return [routeId, data];
      const reduced = (sections as Section[]).map((section) =>
        isReadOnly(section) ? { _key: section._key, _type: section._type } : section,
      );
      return [routeId, { ...(data as object), sections: reduced }];
    }),
  );
}

/** One section by its type; `id` is unique on the page and names its heading. */
function PageSection({
  section,
  demo,
  id,
}: {
  section: Section;
  demo: DemoContent;
  id: string;
}): ReactNode {
  if (isReadOnly(section)) {
    return (
      <StaticSection
        id={`${id}-static`}
        render={({ ReadOnlySection }) => <ReadOnlySection section={section} id={id} />}
      />
    );
  }
  switch (section._type) {
    case 'heroSection':
      return <Hero section={section} demo={demo} id={id} />;
    case 'keyFiguresSection':
      return (
        <StatsCarousel
          heading={section.heading}
          intro={section.intro}
          cards={section.figures ?? []}
          id={id}
        />
      );
    case 'journeyStepsSection':
      return (
        <Timeline
          heading={section.heading}
          intro={section.intro}
          steps={section.steps ?? []}
          linkLabel={section.linkLabel}
          id={id}
        />
      );
    case 'aboutTeaserSection':
      return (
        <AboutTeaser
          heading={section.heading}
          text={section.text}
          founders={section.founders ?? []}
          linkLabel={section.linkLabel}
          id={id}
        />
      );
    case 'callToActionSection':
      return (
        <div className="call-to-action-section">
          <CallToAction
            id={`${id}-heading`}
            heading={section.heading}
            text={section.text}
            demoLabel={section.demoLabel}
            contactLabel={section.contactLabel}
          />
        </div>
      );
    case 'contactSection':
      return (
        <ContactSection
          heading={section.heading}
          intro={section.intro}
          addressHeading={section.addressHeading}
          id={id}
        />
      );
  }
}

/**
 * A page built from sections (the home page, every landing page), in the editors' order. Each
 * section hydrates on its own (web/src/lib/hydration.tsx); a type this build does not know yet
 * (a Studio ahead of the site) renders nothing.
 */
export function PageSections({
  sections,
  demo,
}: {
  sections: Section[] | null;
  demo: DemoContent;
}) {
  return (
    <>
      {sections?.map((section) => (
        <HydrationBoundary key={section._key}>
          <PageSection section={section} demo={demo} id={`section-${section._key}`} />
        </HydrationBoundary>
      ))}
    </>
  );
}
