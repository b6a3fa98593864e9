// The read-only sections (./StaticSection.tsx): one chunk, loaded only when the app renders one.
import { Benefits } from './Benefits';
import { OverviewLinks } from './OverviewLinks';
import type { ReadOnlySectionContent } from './PageSections';
import { ProductShowcase } from './ProductShowcase';
import { CaseStudies, Faq, LogoStrip, SampleConversation, Testimonials } from './ProofSections';

/** One read-only section by its type: every type PageSections.tsx lists as read-only. */
export function ReadOnlySection({ section, id }: { section: ReadOnlySectionContent; id: string }) {
  switch (section._type) {
    case 'logoStripSection':
      return <LogoStrip section={section} id={id} />;
    case 'productShowcaseSection':
      return <ProductShowcase section={section} id={id} />;
    case 'benefitsSection':
      return <Benefits section={section} id={id} />;
    case 'sampleConversationSection':
      return <SampleConversation section={section} id={id} />;
    case 'testimonialsSection':
      return <Testimonials section={section} id={id} />;
    case 'caseStudiesSection':
      return <CaseStudies section={section} id={id} />;
    case 'faqSection':
      return <Faq section={section} id={id} />;
    case 'overviewLinksSection':
      return <OverviewLinks section={section} id={id} />;
  }
}
