import type { SectionOf } from '../content/pageContent';
import { Text } from '../lib/LocalizedText';
import { SectionIntro } from './SectionIntro';

/** Cards with what a customer gains, a keyword on top of each. */
export function Benefits({ section, id }: { section: SectionOf<'benefitsSection'>; id: string }) {
  return (
    <section className="benefit-cards" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <Text value={section.heading} />
      </h2>
      <SectionIntro value={section.intro} />
      <ul className="card-grid">
        {section.benefits?.map((benefit) => (
          <li key={benefit._key} className="card">
            <p className="benefit-cards__keyword">
              <Text value={benefit.keyword} />
            </p>
            <h3 className="card__title">
              <Text value={benefit.title} />
            </h3>
            <p>
              <Text value={benefit.text} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
