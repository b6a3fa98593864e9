// The read-only sections (./StaticSection.tsx): one chunk, loaded only when the app renders one.
import type { ReactNode } from 'react';
import type { SectionOf } from '../content/pageContent';
import { Benefits } from './Benefits';
import { OverviewLinks } from './OverviewLinks';
import { ProductShowcase } from './ProductShowcase';
import { CaseStudies, Faq, LogoStrip, SampleConversation, Testimonials } from './ProofSections';
import type { ReadOnlySectionContent, ReadOnlySectionType } from './sectionRendering';

type SectionComponent<T extends ReadOnlySectionType> = (props: {
  section: SectionOf<T>;
  id: string;
}) => ReactNode;

/** Each read-only type's component (./sectionRendering.ts): one missing fails the typecheck. */
const components: { [T in ReadOnlySectionType]: SectionComponent<T> } = {
  logoStripSection: LogoStrip,
  productShowcaseSection: ProductShowcase,
  benefitsSection: Benefits,
  sampleConversationSection: SampleConversation,
  testimonialsSection: Testimonials,
  caseStudiesSection: CaseStudies,
  faqSection: Faq,
  overviewLinksSection: OverviewLinks,
};

/** One read-only section by its type. */
export function ReadOnlySection({ section, id }: { section: ReadOnlySectionContent; id: string }) {
  // The table pairs each type with its own component; TypeScript cannot follow that pairing
  // through an index, so the lookup is widened once here.
  const Component = components[section._type] as SectionComponent<ReadOnlySectionType>;
  return <Component section={section} id={id} />;
}
