import { useLoaderData } from 'react-router-dom';
import type { AboutContent } from '../../content/pageContent';
import { CallToAction } from '../../layout/CallToAction';
import { PageHeader } from '../../layout/PageHeader';
import { Text } from '../../lib/LocalizedText';
import { FounderCard } from '../../sections/FounderCard';
import './about.css';

type Section = AboutContent['whoWeAre'];

/** A heading and its paragraph; `className` places it in the page's grid (about.css). */
function TextSection({
  id,
  section,
  className,
}: {
  id: string;
  section: Section;
  className: string;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>
        <Text value={section?.heading} />
      </h2>
      <p>
        <Text value={section?.text} />
      </p>
    </section>
  );
}

export function AboutPage() {
  const page = useLoaderData() as AboutContent;
  const founders = page.founders ?? [];
  return (
    <div className="page about">
      <div className="about__intro">
        <PageHeader heading={page.heading} intro={page.intro} />
      </div>
      {founders.length > 0 && (
        <section className="about__founders" aria-labelledby="about-founders">
          <h2 id="about-founders">
            <Text value={page.foundersHeading} />
          </h2>
          <ul className="about__founder-list">
            {founders.map((founder) => (
              <FounderCard key={founder._key} founder={founder} />
            ))}
          </ul>
        </section>
      )}
      <TextSection id="about-who" section={page.whoWeAre} className="about__row" />
      <TextSection id="about-story" section={page.story} className="about__row" />
      <p className="about__claim">
        <Text value={page.claim} />
      </p>
      <div className="about__pillars">
        <TextSection id="about-mission" section={page.mission} className="about__pillar" />
        <TextSection id="about-vision" section={page.vision} className="about__pillar" />
      </div>
      <CallToAction
        id="about-cta"
        heading={page.cta?.heading}
        text={page.cta?.text}
        demoLabel={page.cta?.primaryLabel}
        contactLabel={page.cta?.secondaryLabel}
      />
    </div>
  );
}
