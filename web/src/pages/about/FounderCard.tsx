import { hasAsset, responsiveImage } from '../../content/images';
import type { AboutContent } from '../../content/pageContent';
import { Text, textOf, useLangOf } from '../../lib/LocalizedText';

type Founder = NonNullable<AboutContent['founders']>[number];

/** The portrait's box in CSS pixels, as about.css draws it (.founder-card__portrait, 12rem × 15rem). */
const PORTRAIT_SIZE = { width: 192, height: 240 };

const initials = (name: string | null) =>
  (name ?? '')
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);

/** The founder's portrait as the editor framed it, or their initials while the content has no photo. */
function Portrait({ photo, name }: Pick<Founder, 'photo' | 'name'>) {
  const altLang = useLangOf(photo?.alt);
  if (!hasAsset(photo)) {
    return (
      <span className="founder-card__portrait founder-card__initials" aria-hidden="true">
        {initials(name)}
      </span>
    );
  }
  const { src, srcSet, width, height } = responsiveImage(photo, PORTRAIT_SIZE);
  return (
    <img
      className="founder-card__portrait"
      src={src}
      srcSet={srcSet}
      sizes="12rem"
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
        <Portrait photo={founder.photo} name={founder.name} />
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
