import { CONTACT_TARGET, DEMO_TARGET } from './siteLinks';
import { SiteLink } from './SiteLink';
import { Text, type LocalizedText } from '../lib/LocalizedText';

/**
 * The closing call to action of a page: a heading, a sentence, the way to the demo call on the
 * home page and, where the page offers it, the way to the contact section.
 */
export function CallToAction({
  id,
  heading,
  text,
  demoLabel,
  contactLabel,
}: {
  id: string;
  heading: LocalizedText | null | undefined;
  text: LocalizedText | null | undefined;
  demoLabel: LocalizedText | null | undefined;
  contactLabel?: LocalizedText | null;
}) {
  return (
    <section className="cta" aria-labelledby={id}>
      <h2 id={id}>
        <Text value={heading} />
      </h2>
      <p>
        <Text value={text} />
      </p>
      <div className="cta__actions">
        <SiteLink to={DEMO_TARGET} className="button">
          <Text value={demoLabel} />
        </SiteLink>
        {contactLabel?.text && (
          <SiteLink to={CONTACT_TARGET} className="button button--secondary">
            <Text value={contactLabel} />
          </SiteLink>
        )}
      </div>
    </section>
  );
}
