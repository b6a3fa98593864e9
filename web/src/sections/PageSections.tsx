import type { ReactNode } from 'react';
import type { DemoContent, Section } from '../content/pageContent';
import { CallToAction } from '../layout/CallToAction';
import { HydrationBoundary } from '../lib/hydration';
import { AboutTeaser } from './AboutTeaser';
import { ContactSection } from './ContactSection';
import type { DemoScenario } from '../features/voice/demoScenario';
import { Hero } from './Hero';
import { RecordingPlayer } from './recording/RecordingPlayer';
import { StaticSection } from './StaticSection';
import { StatsCarousel } from './StatsCarousel';
import { Timeline } from './Timeline';
import { isReadOnly } from './sectionRendering';
import { surfaceOf } from './surfaces';
import './sections.css';
import './proof.css';
import './productShowcase.css';

/** One section by its type; `id` is unique on the page and names its heading. */
function PageSection({
  section,
  demo,
  scenario,
  id,
}: {
  section: Section;
  demo: DemoContent;
  scenario: DemoScenario | undefined;
  id: string;
}): ReactNode {
  if (isReadOnly(section)) {
    return (
      <>
        <StaticSection
          id={`${id}-static`}
          render={({ ReadOnlySection }) => <ReadOnlySection section={section} id={id} />}
        />
        {section._type === 'sampleConversationSection' && (
          <RecordingPlayer sectionId={`${id}-static`} />
        )}
      </>
    );
  }
  switch (section._type) {
    case 'heroSection':
      return <Hero section={section} demo={demo} scenario={scenario} id={id} />;
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
      return <ContactSection section={section} id={id} />;
    default:
      return unknownSection(section);
  }
}

/**
 * Nothing, for a type this build does not know yet (a Studio ahead of the site); typed `never`, so
 * that an interactive type of ./sectionRendering.ts without its case above fails the typecheck.
 */
const unknownSection = (_section: never) => null;

/**
 * A page built from sections (the home page, every landing page), in the editors' order. Each
 * section hydrates on its own (web/src/lib/hydration.tsx); a type this build does not know yet
 * (a Studio ahead of the site) renders nothing. Each stands on the surface its editors chose
 * (./surfaces.ts), styled in ./sections.css.
 */
export function PageSections({
  sections,
  demo,
  scenario,
}: {
  sections: Section[] | null;
  demo: DemoContent;
  /** A landing page's own demo call; none on the home page. */
  scenario?: DemoScenario;
}) {
  return (
    <>
      {sections?.map((section) => (
        // data-section: the key by which the build names a section that makes the page too heavy
        // (web/scripts/pageWeight.ts).
        <div
          key={section._key}
          className="page-section"
          data-surface={surfaceOf(section)}
          data-section={section._key}
        >
          <HydrationBoundary>
            <PageSection
              section={section}
              demo={demo}
              scenario={scenario}
              id={`section-${section._key}`}
            />
          </HydrationBoundary>
        </div>
      ))}
    </>
  );
}
