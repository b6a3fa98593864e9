import { hasAsset, responsiveImage } from '../content/images';
import type { AboutContent } from '../content/pageContent';
import { Text, textOf, useLangOf } from '../lib/LocalizedText';

type Founder = NonNullable<AboutContent['founders']>[number];

/** The portrait's box in CSS pixels, as web/src/pages/about/about.css draws it (.founder-card__portrait, 12rem × 15rem). */
const PORTRAIT_SIZE = { width: 192, height: 240 };

const initials = (name: string | null) =>
  (name ?? '')
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);

/**
 * A founder's portrait as the editor framed it (crop and hotspot), or their initials while the
 * content has no photo: on /about and in the home page's about teaser. `box` is its size in CSS
 * pixels as the page's stylesheet draws it, `sizes` the same for the browser.
 */
export function FounderPortrait({
  photo,
  name,
  className,
  initialsClassName,
  box,
  sizes,
}: Pick<Founder, 'photo' | 'name'> & {
  className: string;
  initialsClassName: string;
  box: { width: number; height: number };
  sizes: string;
}) {
  const altLang = useLangOf(photo?.alt);
  if (!hasAsset(photo)) {
    return (
      <span className={`${className} ${initialsClassName}`} aria-hidden="true">
        {initials(name)}
      </span>
    );
  }
  const { src, srcSet, width, height } = responsiveImage(photo, box);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={textOf(photo.alt)}
      lang={altLang}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}

/** A founder with portrait, name, role and short biography. */
export function FounderCard({ founder }: { founder: Founder }) {
  return (
    <li className="founder-card">
      <div className="founder-card__layout">
        <FounderPortrait
          photo={founder.photo}
          name={founder.name}
          className="founder-card__portrait"
          initialsClassName="founder-card__initials"
          box={PORTRAIT_SIZE}
          sizes="12rem"
        />
        <div>
          <h3 className="founder-card__name">{founder.name}</h3>
          <p className="founder-card__role">
            <Text value={founder.role} />
          </p>
          <p className="founder-card__bio">
            <Text value={founder.bio} />
          </p>
        </div>
      </div>
    </li>
  );
}
