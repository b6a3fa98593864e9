import type { SectionOf } from '../content/pageContent';
import { SiteLink } from '../layout/SiteLink';
import { caseStudyPath, isPageSlug } from '../lib/paths';
import { Text, textOf, type LocalizedText } from '../lib/LocalizedText';
import { FigureSource } from './FigureSource';

// Its own module: /fallstudien shows the cards without the code of the other proof sections.

type CaseStudyCardContent = NonNullable<SectionOf<'caseStudiesSection'>['caseStudies']>[number];

/**
 * A case study's card: its industry, title, result and the link to its page. `Heading` is the
 * title's level below the heading the list stands under (h3 in a section, h2 on /fallstudien).
 */
export function CaseStudyCard({
  study,
  linkLabel,
  Heading = 'h3',
}: {
  study: CaseStudyCardContent;
  linkLabel: LocalizedText | null;
  Heading?: 'h2' | 'h3';
}) {
  return (
    <li className="case-study-card">
      <p className="case-study-card__industry">
        <Text value={study.industry} />
      </p>
      <Heading>
        <Text value={study.title} />
      </Heading>
      <p className="case-study-card__figure">
        <span className="case-study-card__value">
          <Text value={study.result?.value} />
        </span>{' '}
        <Text value={study.result?.label} />
      </p>
      <FigureSource source={study.result?.source ?? null} />
      {study.slug && isPageSlug(study.slug) && (
        <SiteLink to={caseStudyPath(study.slug)} className="text-link">
          <Text value={linkLabel} />
          <span className="visually-hidden">: {textOf(study.title)}</span>
        </SiteLink>
      )}
    </li>
  );
}
