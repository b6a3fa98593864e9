import { Link } from 'react-router-dom';
import { CONTACT_TARGET, useSiteLinkClick } from './siteLinks';
import { paths } from '../lib/paths';
import { useLocalizedPath } from '../lib/language';

/**
 * The closing call to action of a page: a heading, a sentence, the way to the demo on the home
 * page and, where the page offers it, the way to the contact section.
 */
export function CallToAction({
  id,
  heading,
  text,
  demoLabel,
  contactLabel,
}: {
  id: string;
  heading: string | null | undefined;
  text: string | null | undefined;
  demoLabel: string | null | undefined;
  contactLabel?: string | null;
}) {
  const onLinkClick = useSiteLinkClick();
  const local = useLocalizedPath();
  return (
    <section className="cta" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p>{text}</p>
      <div className="cta__actions">
        <Link to={local(paths.home)} className="button" onClick={onLinkClick(local(paths.home))}>
          {demoLabel}
        </Link>
        {contactLabel && (
          <Link
            to={local(CONTACT_TARGET)}
            className="button button--secondary"
            onClick={onLinkClick(local(CONTACT_TARGET))}
          >
            {contactLabel}
          </Link>
        )}
      </div>
    </section>
  );
}
