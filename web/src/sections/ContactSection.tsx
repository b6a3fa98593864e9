import { stegaClean } from '@sanity/client/stega';
import { HydrationBoundary } from '../lib/hydration';
import { ContactForm } from '../features/contact/ContactForm';
import type { SectionOf } from '../content/pageContent';
import { CONTACT_SECTION_ID } from '../layout/siteLinks';
import { telHref } from '../lib/telHref';
import { useLayoutContent } from '../layout/layoutContent';
import { Text } from '../lib/LocalizedText';
import { SectionIntro } from './SectionIntro';

/** The target of every "Kontakt" link: address details, and the contact form beside them. */
export function ContactSection({
  section: {
    heading,
    intro,
    addressHeading,
    topics,
    privacyNote,
    privacyLinkLabel,
    nextStep,
    booking,
  },
  id,
}: {
  section: SectionOf<'contactSection'>;
  id: string;
}) {
  const { settings } = useLayoutContent();
  const address = settings?.address;
  return (
    <section id={CONTACT_SECTION_ID} className="contact" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <Text value={heading} />
      </h2>
      <SectionIntro value={intro} />
      <div className="contact__grid">
        <div className="contact__details">
          <h3>
            <Text value={addressHeading} />
          </h3>
          <address>
            {settings?.companyName}
            {address && (
              <>
                <br />
                {address.street}
                <br />
                {address.postalCode} {address.city}
                <br />
                <Text value={address.country} />
              </>
            )}
            {settings?.email && (
              <>
                <br />
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </>
            )}
            {settings?.phone && (
              <>
                <br />
                <a href={telHref(settings.phone)}>{settings.phone}</a>
              </>
            )}
          </address>
        </div>
        <div className="contact__form">
          <HydrationBoundary>
            <ContactForm
              email={settings?.email}
              content={{
                // A topic without its German name has no value the mail could carry. The value is
                // an attribute and the mail's text: in preview mode without the edit marks.
                topics: (topics ?? []).flatMap(({ _key, value, label }) =>
                  value ? [{ key: _key, value: stegaClean(value), label }] : [],
                ),
                privacyNote,
                privacyLinkLabel,
                nextStep,
                booking: booking?.url ? { url: booking.url, label: booking.label } : null,
              }}
            />
          </HydrationBoundary>
        </div>
      </div>
    </section>
  );
}
