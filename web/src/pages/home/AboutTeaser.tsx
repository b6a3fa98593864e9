import { Link } from 'react-router-dom';
import type { HomeContent } from '../../content/pageContent';
import { paths } from '../../lib/paths';
import { useLocalizedPath } from '../../lib/language';

type Founder = NonNullable<HomeContent['founders']>[number];

const initials = (name: string | null) =>
  (name ?? '')
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);

export function AboutTeaser({
  heading,
  text,
  founders,
  linkLabel,
}: {
  heading: string | null;
  text: string | null;
  founders: Founder[];
  linkLabel: string | null;
}) {
  const local = useLocalizedPath();
  return (
    <section className="about-teaser" aria-labelledby="about-teaser-heading">
      <h2 id="about-teaser-heading">{heading}</h2>
      <p className="section-intro">{text}</p>
      <ul className="founders">
        {founders.map((founder) => (
          <li key={founder._key} className="founder">
            {founder.photo?.url ? (
              <img
                className="founder__photo"
                src={`${founder.photo.url}?w=192&h=192&fit=crop&auto=format`}
                alt={founder.photo.alt ?? ''}
                width="96"
                height="96"
                loading="lazy"
              />
            ) : (
              <span className="founder__initials" aria-hidden="true">
                {initials(founder.name)}
              </span>
            )}
            <h3>{founder.name}</h3>
            <p className="founder__role">{founder.role}</p>
            <p>{founder.bio}</p>
          </li>
        ))}
      </ul>
      <Link to={local(paths.about)} className="button">
        {linkLabel}
      </Link>
    </section>
  );
}
