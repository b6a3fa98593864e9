import { useTranslation } from '../lib/language';
import { HydrationBoundary } from '../lib/hydration';
import { StartDemoButton, VoiceDemo, VoiceDemoProvider } from '../features/voice/VoiceDemo';
import type { DemoContent, SectionOf } from '../content/pageContent';
import { CONTACT_SECTION_ID, CONTACT_TARGET, DEMO_SECTION_ID } from '../layout/siteLinks';
import { SiteLink } from '../layout/SiteLink';
import { useLayoutContent } from '../layout/layoutContent';
import { DemoPhoneLink } from '../features/voice/DemoPhoneLink';
import { scenarioOverrides, type DemoScenario } from '../features/voice/demoScenario';
import { Text, textOf, type LocalizedText } from '../lib/LocalizedText';

const noText: LocalizedText = { text: null, lang: 'de' };

/**
 * The first screen: heading, the two actions and the orb that starts the demo call. The demo
 * comes right after the heading, so that on a phone, where the columns stack, the way to talk is
 * on the first screen; on wider screens it is the column beside heading and text.
 */
export function Hero({
  section: page,
  demo,
  scenario,
  id,
}: {
  section: SectionOf<'heroSection'>;
  demo: DemoContent;
  /** The landing page's own demo call; none on the home page. */
  scenario: DemoScenario | undefined;
  id: string;
}) {
  const { t } = useTranslation();
  // The phone numbers of the site settings: the company's, as the footer and the contact section
  // show it, and the demo assistant's own, where the editors set one.
  const settings = useLayoutContent().settings;
  const phone = settings?.phone ?? null;
  const demoPhone = settings?.demoPhone ?? null;
  return (
    <section className="hero" aria-labelledby={`${id}-heading`}>
      <VoiceDemoProvider
        content={{
          label: textOf(page.orbLabel),
          talkLabel: page.talkLabel,
          details: page.aiNotice,
          // The home page document holds them; the home page exists wherever a page does.
          disclosure: demo?.callDisclosure ?? noText,
          timeLimitMinutes: demo?.callTimeLimitMinutes ?? 5,
          fallback: demo?.callFallback ?? noText,
          phone,
          demoPhone,
          pageOverrides: scenarioOverrides(scenario),
          contactHref: `#${CONTACT_SECTION_ID}`,
          consultationLabel: page.contactButtonLabel,
        }}
      >
        <div className="hero__heading">
          <h1 id={`${id}-heading`}>
            <Text value={page.heading} />
          </h1>
        </div>
        <div className="hero__demo" id={DEMO_SECTION_ID}>
          <HydrationBoundary>
            <VoiceDemo />
          </HydrationBoundary>
        </div>
        <div className="hero__text">
          <p className="hero__intro">
            <Text value={page.intro} />
          </p>
          <div className="hero__actions">
            <StartDemoButton label={page.demoButtonLabel} />
            <SiteLink to={CONTACT_TARGET} className="button button--secondary">
              <Text value={page.contactButtonLabel} />
            </SiteLink>
          </div>
          {demoPhone && (
            <p className="hero__phone">
              <DemoPhoneLink phone={demoPhone} />
            </p>
          )}
          <ul className="hero__badges">
            {page.badges?.map(({ _key, label }) => (
              <li key={_key} className="badge">
                <svg
                  viewBox="0 0 16 16"
                  width="16"
                  height="16"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M3 8.5l3 3 7-7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
                <Text value={label} />
              </li>
            ))}
          </ul>
          {page.certificate?.url && (
            <a
              className="certificate"
              href={page.certificate.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                <circle cx="12" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="1.8" />
                <path
                  d="M8.5 14l-1.5 7 5-2.5 5 2.5-1.5-7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                />
              </svg>
              <span>
                <Text value={page.certificate.label} />
                <span className="visually-hidden"> {t('footer.opensInNewTab')}</span>
              </span>
            </a>
          )}
        </div>
      </VoiceDemoProvider>
    </section>
  );
}
