import { useLoaderData } from 'react-router-dom';
import type { AboutPageQueryResult } from '../../content/sanity.types';
import { CallToAction } from '../../layout/CallToAction';
import { Text } from '../../lib/LocalizedText';
import { PageHeader } from '../../layout/PageHeader';

type AboutContent = NonNullable<AboutPageQueryResult>;
type Section = AboutContent['whoWeAre'];

function TextSection({ id, section }: { id: string; section: Section }) {
  return (
    <section className="text-section" aria-labelledby={id}>
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
  return (
    <div className="page">
      <PageHeader heading={page.heading} intro={page.intro} />
      <TextSection id="about-who" section={page.whoWeAre} />
      <TextSection id="about-story" section={page.story} />
      <p className="claim">
        <Text value={page.claim} />
      </p>
      <div className="two-columns">
        <TextSection id="about-mission" section={page.mission} />
        <TextSection id="about-vision" section={page.vision} />
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
