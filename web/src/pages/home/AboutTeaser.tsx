import { hasAsset, responsiveImage } from '../../content/images';
import type { HomeContent } from '../../content/pageContent';
import { paths } from '../../lib/paths';
import { SiteLink } from '../../layout/SiteLink';

type Founder = NonNullable<HomeContent['founders']>[number];

/** The photo's box in CSS pixels, as home.css draws it (.founder__photo, 6rem). */
const PHOTO_SIZE = { width: 96, height: 96 };

const initials = (name: string | null) =>
  (name ?? '')
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);

/** The founder's photo, or their initials while the content has no photo for them. */
function FounderPhoto({ photo, name }: Pick<Founder, 'photo' | 'name'>) {
  if (!hasAsset(photo)) {
    return (
      <span className="founder__initials" aria-hidden="true">
        {initials(name)}
      </span>
    );
  }
  const { src, srcSet, width, height } = responsiveImage(photo, PHOTO_SIZE);
  return (
    <img
      className="founder__photo"
      src={src}
      srcSet={srcSet}
      sizes="6rem"
      alt={photo.alt ?? ''}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}

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
  return (
    <section className="about-teaser" aria-labelledby="about-teaser-heading">
      <h2 id="about-teaser-heading">{heading}</h2>
      <p className="section-intro">{text}</p>
      <ul className="founders">
        {founders.map((founder) => (
          <li key={founder._key} className="founder">
            <FounderPhoto photo={founder.photo} name={founder.name} />
            <h3>{founder.name}</h3>
            <p className="founder__role">{founder.role}</p>
            <p>{founder.bio}</p>
          </li>
        ))}
      </ul>
      <SiteLink to={paths.about} className="button">
        {linkLabel}
      </SiteLink>
    </section>
  );
}
