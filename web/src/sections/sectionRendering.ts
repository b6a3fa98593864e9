import type { Section, SectionOf } from '../content/pageContent';

/**
 * How each section type the page builder offers renders: `readOnly`, a visitor only reads it, and
 * it hydrates from its prerendered HTML (./StaticSection.tsx, components in
 * ./readOnlySections.tsx); `interactive`, its component runs in the page (./PageSections.tsx). A
 * type of the schema missing here, or a component missing there, fails the typecheck.
 */
export const SECTION_RENDERING = {
  heroSection: 'interactive',
  keyFiguresSection: 'interactive',
  journeyStepsSection: 'interactive',
  aboutTeaserSection: 'interactive',
  callToActionSection: 'interactive',
  contactSection: 'interactive',
  logoStripSection: 'readOnly',
  productShowcaseSection: 'readOnly',
  benefitsSection: 'readOnly',
  sampleConversationSection: 'readOnly',
  testimonialsSection: 'readOnly',
  caseStudiesSection: 'readOnly',
  faqSection: 'readOnly',
  overviewLinksSection: 'readOnly',
} as const satisfies Record<Section['_type'], 'interactive' | 'readOnly'>;

type Rendering = typeof SECTION_RENDERING;

/** The types a visitor only reads. */
export type ReadOnlySectionType = {
  [T in keyof Rendering]: Rendering[T] extends 'readOnly' ? T : never;
}[keyof Rendering];

/** A section of a read-only type. */
export type ReadOnlySectionContent = SectionOf<ReadOnlySectionType>;

/** Whether a section is read-only; a type this build does not know (a Studio ahead) is not. */
export const isReadOnly = (section: Section): section is ReadOnlySectionContent =>
  (SECTION_RENDERING as Record<string, string>)[section._type] === 'readOnly';
