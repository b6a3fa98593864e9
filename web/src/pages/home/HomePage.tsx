import { useLoaderData } from 'react-router-dom';
import { HydrationBoundary } from '../../lib/hydration';
import type { HomeContent } from '../../content/pageContent';
import { AboutTeaser } from './AboutTeaser';
import { ContactSection } from './ContactSection';
import { Hero } from './Hero';
import { StatsCarousel } from './StatsCarousel';
import { Timeline } from './Timeline';
import './home.css';

export function HomePage() {
  const page = useLoaderData() as HomeContent;
  return (
    <>
      <HydrationBoundary>
        <Hero page={page} />
      </HydrationBoundary>
      <HydrationBoundary>
        <StatsCarousel heading={page.statsHeading} cards={page.stats ?? []} />
      </HydrationBoundary>
      <HydrationBoundary>
        <Timeline
          heading={page.timelineHeading}
          intro={page.timelineIntro}
          steps={page.timeline ?? []}
          linkLabel={page.timelineLinkLabel}
        />
      </HydrationBoundary>
      <HydrationBoundary>
        <AboutTeaser
          heading={page.aboutHeading}
          text={page.aboutText}
          founders={page.founders ?? []}
          linkLabel={page.aboutLinkLabel}
        />
      </HydrationBoundary>
      <HydrationBoundary>
        <ContactSection
          heading={page.contactHeading}
          intro={page.contactIntro}
          addressHeading={page.addressHeading}
        />
      </HydrationBoundary>
    </>
  );
}
