import type { HomeContent } from '../../content/pageContent';
import { paths } from '../../lib/paths';
import { SiteLink } from '../../layout/SiteLink';
import { Text, type LocalizedText } from '../../lib/LocalizedText';
import { FounderPortrait } from '../about/FounderCard';

type Founder = NonNullable<HomeContent['founders']>[number];

/** The photo's box in CSS pixels, as home.css draws it (.founder__photo, 6rem). */
const PHOTO_SIZE = { width: 96, height: 96 };

export function AboutTeaser({
  heading,
  text,
  founders,
  linkLabel,
}: {
  heading: LocalizedText;
  text: LocalizedText;
  founders: Founder[];
  linkLabel: LocalizedText;
}) {
  return (
    <section className="about-teaser" aria-labelledby="about-teaser-heading">
      <h2 id="about-teaser-heading">
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
