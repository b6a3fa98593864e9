import { Link, useLoaderData } from 'react-router-dom';
import type { AboutPageQueryResult } from '../../content/sanity.types';
import { CONTACT_TARGET, useSiteLinkClick } from '../../layout/siteLinks';

type AboutContent = NonNullable<AboutPageQueryResult>;
type Section = AboutContent['whoWeAre'];

function TextSection({ id, section }: { id: string; section: Section }) {
  return (
    <section className="text-section" aria-labelledby={id}>
      <h2 id={id}>{section?.heading}</h2>
      <p>{section?.text}</p>
    </section>
  );
}

export function AboutPage() {
  const page = useLoaderData() as AboutContent;
  const onLinkClick = useSiteLinkClick();
  return (
    <div className="page">
      <h1>{page.heading}</h1>
      <p className="section-intro">{page.intro}</p>
      <TextSection id="about-who" section={page.whoWeAre} />
      <TextSection id="about-story" section={page.story} />
      <p className="claim">{page.claim}</p>
      <div className="two-columns">
        <TextSection id="about-mission" section={page.mission} />
        <TextSection id="about-vision" section={page.vision} />
      </div>
      <section className="cta" aria-labelledby="about-cta">
        <h2 id="about-cta">{page.cta?.heading}</h2>
        <p>{page.cta?.text}</p>
        <div className="cta__actions">
          <Link to="/" className="button" onClick={onLinkClick('/')}>
            {page.cta?.primaryLabel}
          </Link>
          <Link
            to={CONTACT_TARGET}
            className="button button--secondary"
            onClick={onLinkClick(CONTACT_TARGET)}
          >
            {page.cta?.secondaryLabel}
          </Link>
        </div>
      </section>
    </div>
  );
}
