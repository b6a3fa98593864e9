import { useTranslation } from '../lib/language';
import type { SectionOf } from '../content/pageContent';
import { hasAsset, responsiveImage } from '../content/images';
import { Text, textOf, useLangOf } from '../lib/LocalizedText';
import { CaseStudyCard } from './CaseStudyCard';
import { FounderPortrait } from './FounderCard';
import { SectionIntro } from './SectionIntro';
import { NewTabLink } from '../lib/NewTabLink';
import { clockTime } from './recording/timing';

// The sections that show proof (studio/schemaTypes/sections/proofSections.ts). All of them read
// without JavaScript: lists, links, <details> and <audio>, nothing that waits for the app.

type Heading = { id: string; heading: SectionOf<'faqSection'>['heading'] };

function SectionHeading({ id, heading }: Heading) {
  return (
    <h2 id={`${id}-heading`}>
      <Text value={heading} />
    </h2>
  );
}

type Customer = NonNullable<SectionOf<'logoStripSection'>['customers']>[number];

/** A customer's logo, 40 px high in grey, or its name as a wordmark while it has none. */
function CustomerMark({ customer }: { customer: Customer }) {
  const lang = useLangOf(customer.logo?.alt);
  if (!hasAsset(customer.logo)) return <span className="logo-strip__name">{customer.name}</span>;
  const { src, srcSet, width, height } = responsiveImage(customer.logo, { width: 160, height: 40 });
  return (
    <img
      className="logo-strip__logo"
      src={src}
      srcSet={srcSet}
      sizes="10rem"
      alt={textOf(customer.logo.alt) || (customer.name ?? '')}
      lang={lang}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}

export function LogoStrip({ section, id }: { section: SectionOf<'logoStripSection'>; id: string }) {
  return (
    <section className="logo-strip" aria-labelledby={`${id}-heading`}>
      <SectionHeading id={id} heading={section.heading} />
      <ul className="logo-strip__list">
        {section.customers?.map((customer) => (
          <li key={customer._id}>
            {customer.url ? (
              <NewTabLink href={customer.url}>
                <CustomerMark customer={customer} />
              </NewTabLink>
            ) : (
              <CustomerMark customer={customer} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

type Testimonial = NonNullable<SectionOf<'testimonialsSection'>['testimonials']>[number];

/** A quote with the person, their role and company, and their photo or initials. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial">
      <blockquote className="testimonial__quote">
        <p>
          <Text value={testimonial.quote} />
        </p>
      </blockquote>
      <figcaption className="testimonial__person">
        <FounderPortrait
          photo={testimonial.photo}
          name={testimonial.name}
          className="testimonial__photo"
          initialsClassName="testimonial__initials"
          box={{ width: 56, height: 56 }}
          sizes="3.5rem"
        />
        <span>
          <strong>{testimonial.name}</strong>
          <br />
          <Text value={testimonial.role} />, {testimonial.company}
        </span>
      </figcaption>
    </figure>
  );
}

export function Testimonials({
  section,
  id,
}: {
  section: SectionOf<'testimonialsSection'>;
  id: string;
}) {
  return (
    <section className="testimonials" aria-labelledby={`${id}-heading`}>
      <SectionHeading id={id} heading={section.heading} />
      <ul className="testimonials__list">
        {section.testimonials?.map((testimonial) => (
          <li key={testimonial._id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CaseStudies({
  section,
  id,
}: {
  section: SectionOf<'caseStudiesSection'>;
  id: string;
}) {
  return (
    <section className="case-studies" aria-labelledby={`${id}-heading`}>
      <SectionHeading id={id} heading={section.heading} />
      <SectionIntro value={section.intro} />
      <ul className="case-studies__list">
        {section.caseStudies?.map((study) => (
          <CaseStudyCard key={study._id} study={study} linkLabel={section.linkLabel} />
        ))}
      </ul>
    </section>
  );
}

/** Questions that open on a click, without JavaScript, and the same as schema.org FAQPage data. */
export function Faq({ section, id }: { section: SectionOf<'faqSection'>; id: string }) {
  const entries = section.entries ?? [];
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: textOf(entry.question),
      acceptedAnswer: { '@type': 'Answer', text: textOf(entry.answer) },
    })),
  };
  return (
    <section className="faq" aria-labelledby={`${id}-heading`}>
      <SectionHeading id={id} heading={section.heading} />
      <div className="faq__list">
        {entries.map((entry) => (
          <details key={entry._id} className="faq__entry">
            <summary>
              <Text value={entry.question} />
            </summary>
            <p>
              <Text value={entry.answer} />
            </p>
          </details>
        ))}
      </div>
      <script
        type="application/ld+json"
        // JSON in a script element: "<" escaped, so no text can close the element.
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(structuredData).replace(/</g, '\\u003c'),
        }}
      />
    </section>
  );
}

/**
 * A conversation to read line by line, and to hear where it has a recording. Without JavaScript
 * the recording is the browser's own player (`<audio controls>`), which loads nothing until it is
 * played (preload="none"); with it, once the section comes into view, ./recording/player.ts takes
 * the same element and shows the controls rendered here beside it: play, the waveform as a
 * slider, the time, and a button per line that jumps there. Nothing is recorded, so no consent is
 * asked. Why: docs/decisions/0035-a-recording-to-hear.md.
 */
export function SampleConversation({
  section,
  id,
}: {
  section: SectionOf<'sampleConversationSection'>;
  id: string;
}) {
  const { t } = useTranslation();
  const conversation = section.conversation;
  const recording = conversation?.audio?.url ? conversation.audio : undefined;
  return (
    <section className="sample-conversation" aria-labelledby={`${id}-heading`}>
      <SectionHeading id={id} heading={section.heading} />
      <SectionIntro value={section.intro} />
      {conversation && (
        <figure className="sample-conversation__card">
          <figcaption>
            <span className="sample-conversation__industry">
              <Text value={conversation.industry} />
            </span>
            <strong>
              <Text value={conversation.title} />
            </strong>
          </figcaption>
          {recording?.url && (
            <div className="recording">
              <audio
                className="recording__audio"
                controls
                preload="none"
                src={recording.url}
                aria-label={t('sections.listen')}
              />
              <div className="recording__player">
                <button
                  type="button"
                  className="recording__play"
                  aria-label={t('sections.recording.play')}
                  data-play-label={t('sections.recording.play')}
                  data-pause-label={t('sections.recording.pause')}
                >
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path className="recording__play-icon" d="M8 5v14l11-7z" />
                    <path className="recording__pause-icon" d="M7 5h4v14H7zM13 5h4v14h-4z" />
                  </svg>
                </button>
                <div
                  className="recording__wave"
                  role="slider"
                  tabIndex={0}
                  aria-label={t('sections.recording.position')}
                  aria-valuemin={0}
                  aria-valuemax={0}
                  aria-valuenow={0}
                  aria-valuetext="0:00"
                >
                  <svg className="recording__bars" aria-hidden="true" focusable="false" />
                  <svg
                    className="recording__bars recording__bars--played"
                    aria-hidden="true"
                    focusable="false"
                  />
                </div>
                <span className="recording__time" aria-hidden="true">
                  0:00
                </span>
              </div>
              {conversation.audioNote && (
                <p className="recording__note">
                  <Text value={conversation.audioNote} />
                </p>
              )}
            </div>
          )}
          <ol className="sample-conversation__lines">
            {conversation.lines?.map((line) => (
              <li
                key={line._key}
                className={`sample-conversation__line sample-conversation__line--${line.speaker}`}
                data-start={recording && typeof line.start === 'number' ? line.start : undefined}
              >
                {recording && typeof line.start === 'number' && (
                  <button
                    type="button"
                    className="sample-conversation__jump"
                    aria-label={t('sections.recording.jump', { time: clockTime(line.start) })}
                  >
                    {clockTime(line.start)}
                  </button>
                )}
                <span className="sample-conversation__speaker">
                  {t(`sections.speakers.${line.speaker === 'assistant' ? 'assistant' : 'caller'}`)}
                </span>
                <Text value={line.text} />
              </li>
            ))}
          </ol>
        </figure>
      )}
    </section>
  );
}
