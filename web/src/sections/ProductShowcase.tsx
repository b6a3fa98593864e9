import type { SectionOf } from '../content/pageContent';
import { Text } from '../lib/LocalizedText';
import { SectionIntro } from './SectionIntro';

// The assistant at work, drawn as a panel of its dashboard (./productShowcase.css): the calls of
// a morning with their outcomes, an appointment it booked, a call's summary. Every text is the
// editors' (studio/schemaTypes/sections/productShowcaseSection.ts); the panel is markup, no image,
// so it reads without JavaScript, scales with the text size and speaks to a screen reader.

type Showcase = SectionOf<'productShowcaseSection'>;
type Outcome = keyof NonNullable<Showcase['outcomes']>;

const outcomes = ['booked', 'forwarded', 'callback', 'answered'] as const satisfies Outcome[];
const isOutcome = (value: string | null): value is Outcome =>
  (outcomes as readonly (string | null)[]).includes(value);

/**
 * A comma between a row's cells for a screen reader, which would otherwise run them together;
 * out of the grid (position: absolute), so the columns stay as they are.
 */
const Pause = () => <span className="visually-hidden">, </span>;

export function ProductShowcase({ section, id }: { section: Showcase; id: string }) {
  const { columns, appointment, summary } = section;
  return (
    <section className="showcase" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <Text value={section.heading} />
      </h2>
      <SectionIntro value={section.intro} />
      <div className="showcase__panel">
        <div className="showcase__bar">
          <span className="showcase__dots" aria-hidden="true" />
          <h3 id={`${id}-panel`} className="showcase__title">
            <Text value={section.panelTitle} />
          </h3>
          {section.exampleLabel?.text && (
            <p className="showcase__example">
              <Text value={section.exampleLabel} />
            </p>
          )}
        </div>
        <div className="showcase__body">
          <div className="showcase__log">
            {/* The columns' heads for the eye; each row names what a screen reader needs. */}
            <div className="showcase__row showcase__head" aria-hidden="true">
              <span>
                <Text value={columns?.time} />
              </span>
              <span>
                <Text value={columns?.caller} />
              </span>
              <span>
                <Text value={columns?.reason} />
              </span>
              <span>
                <Text value={columns?.outcome} />
              </span>
            </div>
            <ol className="showcase__calls" aria-labelledby={`${id}-panel`}>
              {section.calls?.map((call) => (
                <li key={call._key} className="showcase__row showcase__call">
                  <time className="showcase__time" dateTime={call.time ?? undefined}>
                    {call.time}
                  </time>
                  <Pause />
                  <span className="showcase__caller">
                    <Text value={call.caller} />
                  </span>
                  <Pause />
                  <span className="showcase__reason">
                    <Text value={call.reason} />
                  </span>
                  <Pause />
                  {isOutcome(call.outcome) && (
                    <span className={`showcase__outcome showcase__outcome--${call.outcome}`}>
                      <Text value={section.outcomes?.[call.outcome]} />
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </div>
          <div className="showcase__cards">
            <article className="showcase__card showcase__appointment">
              <h3 className="showcase__card-heading">
                <Text value={appointment?.heading} />
              </h3>
              <p className="showcase__appointment-title">
                <Text value={appointment?.title} />
              </p>
              <p>
                <Text value={appointment?.when} />
                <br />
                <Text value={appointment?.where} />
              </p>
              <p className="showcase__note">
                <Text value={appointment?.note} />
              </p>
            </article>
            <article className="showcase__card">
              <h3 className="showcase__card-heading">
                <Text value={summary?.heading} />
              </h3>
              <p className="showcase__meta">
                <Text value={summary?.meta} />
              </p>
              <p>
                <Text value={summary?.text} />
              </p>
            </article>
          </div>
        </div>
      </div>
    </section>
  );
}
