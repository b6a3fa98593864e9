import { hasAsset, responsiveImage } from '../../content/images';
import type { HomeContent } from '../../content/pageContent';
import { paths } from '../../lib/paths';
import { SiteLink } from '../../layout/SiteLink';
import { Text, textOf, useLangOf, type LocalizedText } from '../../lib/LocalizedText';

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
  const altLang = useLangOf(photo?.alt);
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
      alt={textOf(photo.alt)}
      lang={altLang}
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
            <FounderPhoto photo={founder.photo} name={founder.name} />
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
