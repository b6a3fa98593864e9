import { defineField } from 'sanity';
import { aboutTeaserSection } from './aboutTeaserSection';
import { benefitsSection } from './benefitsSection';
import { callToActionSection, contactSection } from './closingSections';
import { heroSection } from './heroSection';
import { journeyStepsSection } from './journeyStepsSection';
import { keyFiguresSection } from './keyFiguresSection';
import { overviewLinksSection } from './overviewLinksSection';
import { productShowcaseSection } from './productShowcaseSection';
import {
  caseStudiesSection,
  faqSection,
  logoStripSection,
  sampleConversationSection,
  testimonialsSection,
} from './proofSections';

/** Every section type, in the order the „Abschnitt hinzufügen“ menu lists them. */
export const sectionTypes = [
  heroSection,
  logoStripSection,
  productShowcaseSection,
  keyFiguresSection,
  journeyStepsSection,
  benefitsSection,
  sampleConversationSection,
  testimonialsSection,
  caseStudiesSection,
  overviewLinksSection,
  aboutTeaserSection,
  faqSection,
  callToActionSection,
  contactSection,
];

/**
 * Sections a page may hold once: the orb and the contact form each have one place on a page,
 * which the links „Demo“ and „Kontakt“ lead to (web/src/layout/siteLinks.ts).
 */
const onlyOnce = [heroSection, contactSection];

/** A page's content: sections that editors add, remove and reorder. */
export const pageSectionsField = defineField({
  name: 'sections',
  title: 'Abschnitte',
  type: 'array',
  description:
    'Die Seite von oben nach unten. Mit „Element hinzufügen“ wählen Sie einen Abschnitt, mit dem Griff links ändern Sie die Reihenfolge.',
  of: sectionTypes.map(({ name }) => ({ type: name })),
  validation: (rule) => [
    rule.required().min(1).error('Eine Seite braucht mindestens einen Abschnitt.'),
    rule.custom((sections: { _type: string }[] | undefined) => {
      const twice = onlyOnce.find(
        ({ name }) => (sections ?? []).filter(({ _type }) => _type === name).length > 1,
      );
      return twice ? `„${twice.title}“ darf nur einmal auf einer Seite stehen.` : true;
    }),
  ],
});
