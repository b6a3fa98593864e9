import type { SectionOf } from '../content/pageContent';
import { paths } from '../lib/paths';
import { SiteLink } from '../layout/SiteLink';
import { Text, type LocalizedText } from '../lib/LocalizedText';
import { FounderPortrait } from './FounderCard';

type Founder = NonNullable<SectionOf<'aboutTeaserSection'>['founders']>[number];

/** The photo's box in CSS pixels, as sections.css draws it (.founder__photo, 6rem). */
const PHOTO_SIZE = { width: 96, height: 96 };

export function AboutTeaser({
  heading,
  text,
  founders,
  linkLabel,
  id,
}: {
  heading: LocalizedText;
  text: LocalizedText;
  founders: Founder[];
  linkLabel: LocalizedText;
  id: string;
}) {
  return (
    <section className="about-teaser" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <Text value={heading} />
      </h2>
      <p className="section-intro">
        <Text value={text} />
      </p>
      <ul className="founders">
        {founders.map((founder) => (
          <li key={founder._key} className="founder">
            <FounderPortrait
              photo={founder.photo}
              name={founder.name}
              className="founder__photo"
              initialsClassName="founder__initials"
              box={PHOTO_SIZE}
              sizes="6rem"
            />
            <h3>{founder.name}</h3>
            <p className="founder__role">
              <Text value={founder.role} />
            </p>
            <p>
              <Text value={founder.bio} />
            </p>
          </li>
        ))}
      </ul>
      <SiteLink to={paths.about} className="button">
        <Text value={linkLabel} />
      </SiteLink>
    </section>
  );
}
