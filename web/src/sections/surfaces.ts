import type { Section } from '../content/pageContent';

/** A section's „Hintergrund“ (studio/schemaTypes/sections/sectionFields.ts, sectionSurface). */
export type Surface = NonNullable<Section['surface']>;

/**
 * What a section of each type starts with in the Studio (its field's initial value), and so what
 * one saved before the field existed shows. web/test/sectionSurfaces.test.ts holds both equal.
 */
export const defaultSurfaces: Record<Section['_type'], Surface> = {
  heroSection: 'plain',
  logoStripSection: 'band',
  productShowcaseSection: 'band',
  keyFiguresSection: 'plain',
  journeyStepsSection: 'band',
  benefitsSection: 'plain',
  sampleConversationSection: 'band',
  testimonialsSection: 'plain',
  caseStudiesSection: 'plain',
  overviewLinksSection: 'band',
  aboutTeaserSection: 'plain',
  faqSection: 'card',
  callToActionSection: 'card',
  contactSection: 'plain',
};

export const surfaceOf = (section: Pick<Section, '_type' | 'surface'>): Surface =>
  section.surface ?? defaultSurfaces[section._type];
