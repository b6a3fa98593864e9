import { CONTACT_TARGET } from './siteLinks';
import { SiteLink } from './SiteLink';
import { paths } from '../lib/paths';

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
  return (
    <section className="cta" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p>{text}</p>
      <div className="cta__actions">
        <SiteLink to={paths.home} className="button">
          {demoLabel}
        </SiteLink>
        {contactLabel && (
          <SiteLink to={CONTACT_TARGET} className="button button--secondary">
            {contactLabel}
          </SiteLink>
        )}
      </div>
    </section>
  );
}
